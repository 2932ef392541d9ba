/**
 * Technical data of a resource (`/resources/{id}/technical-data`), with BoondManager's quirks:
 * - a GET answers "" for every unset text field (and for unset reference fields);
 * - a PUT rejects those empty strings, and months written with a leading zero ("05");
 * - a PUT replaces the attributes it carries and keeps the others; references are one attribute,
 *   so changing one reference means reading, changing and writing the whole list.
 */
import { wrongAttribute } from './envelope';
import { LANGUAGE_CODES, LANGUAGE_LEVEL_CODES, TOOL_LEVEL_CODES } from './seed';

export interface TechnicalReference {
  title: string;
  company?: string;
  description?: string;
  startMonth?: number;
  startYear?: number;
  endMonth?: number;
  endYear?: number;
  skills?: string;
}

export interface TechnicalData {
  title?: string;
  skills?: string;
  tools?: { tool: string | number; level: number }[];
  languages?: { language: number; level: number }[];
  diplomas?: string[];
  training?: string;
  experience?: number;
  references?: TechnicalReference[];
}

const TEXT_ATTRIBUTES = ['title', 'skills', 'training'] as const;
const KNOWN_ATTRIBUTES = new Set([...TEXT_ATTRIBUTES, 'tools', 'languages', 'diplomas', 'experience', 'references']);
const REFERENCE_TEXTS = ['company', 'description', 'skills'] as const;
const REFERENCE_FIELDS = new Set(['title', ...REFERENCE_TEXTS, 'startMonth', 'startYear', 'endMonth', 'endYear']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, pointer: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw wrongAttribute(pointer);
  return value;
}

/** An integer, given as a JSON number or a plain numeric string without leading zero. */
function integer(value: unknown, pointer: string, min: number, max: number): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^(0|-?[1-9]\d*)$/.test(value)) n = Number(value);
  else throw wrongAttribute(pointer);
  if (!Number.isInteger(n) || n < min || n > max) throw wrongAttribute(pointer);
  return n;
}

function code(value: unknown, pointer: string, codes: Set<number>): number {
  const n = integer(value, pointer, 0, Number.MAX_SAFE_INTEGER);
  if (!codes.has(n)) throw wrongAttribute(pointer, 'Wrong or missing attribute: unknown dictionary code');
  return n;
}

function list(value: unknown, pointer: string): unknown[] {
  if (!Array.isArray(value)) throw wrongAttribute(pointer);
  return value;
}

function rejectUnknown(value: Record<string, unknown>, known: Set<string>, pointer: string, debug: boolean) {
  if (!debug) return;
  for (const key of Object.keys(value))
    if (!known.has(key)) throw wrongAttribute(`${pointer}/${key}`, 'Unknown attribute');
}

function reference(value: unknown, pointer: string, debug: boolean): TechnicalReference {
  if (!isObject(value)) throw wrongAttribute(pointer);
  rejectUnknown(value, REFERENCE_FIELDS, pointer, debug);
  const result: TechnicalReference = { title: text(value.title, `${pointer}/title`) };
  for (const key of REFERENCE_TEXTS) if (value[key] !== undefined) result[key] = text(value[key], `${pointer}/${key}`);
  for (const key of ['startMonth', 'endMonth'] as const) {
    if (value[key] !== undefined) result[key] = integer(value[key], `${pointer}/${key}`, 1, 12);
  }
  for (const key of ['startYear', 'endYear'] as const) {
    if (value[key] !== undefined) result[key] = integer(value[key], `${pointer}/${key}`, 1900, 2100);
  }
  return result;
}

/**
 * Validates the attributes of a PUT and returns the ones it changes.
 * Unknown attributes are ignored, as BoondManager does, unless `debug` (X-Debug-Boondmanager: true).
 */
export function parseTechnicalData(attributes: Record<string, unknown>, debug: boolean): TechnicalData {
  const base = '/data/attributes';
  rejectUnknown(attributes, KNOWN_ATTRIBUTES, base, debug);
  const result: TechnicalData = {};
  for (const key of TEXT_ATTRIBUTES) if (key in attributes) result[key] = text(attributes[key], `${base}/${key}`);
  if ('experience' in attributes) result.experience = integer(attributes.experience, `${base}/experience`, 0, 80);
  if ('diplomas' in attributes) {
    result.diplomas = list(attributes.diplomas, `${base}/diplomas`).map((d, i) => text(d, `${base}/diplomas/${i}`));
  }
  if ('tools' in attributes) {
    result.tools = list(attributes.tools, `${base}/tools`).map((entry, i) => {
      const pointer = `${base}/tools/${i}`;
      if (!isObject(entry)) throw wrongAttribute(pointer);
      const tool =
        typeof entry.tool === 'number'
          ? integer(entry.tool, `${pointer}/tool`, 1, Number.MAX_SAFE_INTEGER)
          : text(entry.tool, `${pointer}/tool`);
      return { tool, level: code(entry.level, `${pointer}/level`, TOOL_LEVEL_CODES) };
    });
  }
  if ('languages' in attributes) {
    result.languages = list(attributes.languages, `${base}/languages`).map((entry, i) => {
      const pointer = `${base}/languages/${i}`;
      if (!isObject(entry)) throw wrongAttribute(pointer);
      return {
        language: code(entry.language, `${pointer}/language`, LANGUAGE_CODES),
        level: code(entry.level, `${pointer}/level`, LANGUAGE_LEVEL_CODES),
      };
    });
  }
  if ('references' in attributes) {
    result.references = list(attributes.references, `${base}/references`).map((r, i) =>
      reference(r, `${base}/references/${i}`, debug),
    );
  }
  return result;
}

/** What a GET answers: every attribute present, "" for unset text. */
export function renderTechnicalData(data: TechnicalData) {
  return {
    title: data.title ?? '',
    skills: data.skills ?? '',
    tools: data.tools ?? [],
    languages: data.languages ?? [],
    diplomas: data.diplomas ?? [],
    training: data.training ?? '',
    experience: data.experience ?? '',
    references: (data.references ?? []).map((r) => ({
      title: r.title,
      company: r.company ?? '',
      description: r.description ?? '',
      startMonth: r.startMonth ?? '',
      startYear: r.startYear ?? '',
      endMonth: r.endMonth ?? '',
      endYear: r.endYear ?? '',
      skills: r.skills ?? '',
    })),
  };
}
