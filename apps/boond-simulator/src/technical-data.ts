/**
 * Technical data of a resource (`/resources/{id}/technical-data`), with BoondManager's quirks:
 * - a GET answers "" for every unset text field (and for unset reference fields);
 * - a PUT rejects those empty strings, and months written with a leading zero ("05");
 * - a PUT replaces the attributes it carries and keeps the others; references are one attribute,
 *   so changing one reference means reading, changing and writing the whole list;
 * - every coded value is the tenant's dictionary id (string ids for languages, levels, tools and trainings, integer
 *   ids for experience): another value — an integer where a string id is expected, a label, an unknown id — is
 *   refused with 422 `1017 - Missing required attribute` at its pointer, as the real API does;
 * - a tool's level is 0–5; a reference carries its `id` (an existing one's, or "0" for a new one: our reading of the
 *   official schema, where `id` is required).
 */
import { missingRequired, wrongAttribute } from './envelope';
import { EXPERIENCE_CODES, LANGUAGE_CODES, LANGUAGE_LEVEL_CODES, TOOL_CODES, TRAINING_CODES } from './seed';

export interface TechnicalReference {
  id: string;
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
  tools?: { tool: string; level: number }[];
  languages?: { language: string; level: string }[];
  diplomas?: string[];
  training?: string;
  experience?: number;
  references?: TechnicalReference[];
}

const TEXT_ATTRIBUTES = ['title', 'skills'] as const;
const KNOWN_ATTRIBUTES = new Set([
  ...TEXT_ATTRIBUTES,
  'tools',
  'languages',
  'diplomas',
  'experience',
  'training',
  'references',
]);
const REFERENCE_TEXTS = ['company', 'description', 'skills'] as const;
const REFERENCE_FIELDS = new Set(['id', 'title', ...REFERENCE_TEXTS, 'startMonth', 'startYear', 'endMonth', 'endYear']);

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

/** A dictionary id of the tenant, of the dictionary's own type (no integer for a string id, nor the reverse). */
function code<T extends string | number>(value: unknown, pointer: string, codes: ReadonlySet<string | number>): T {
  if ((typeof value !== 'string' && typeof value !== 'number') || !codes.has(value)) throw missingRequired(pointer);
  return value as T;
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
  const id = value.id;
  if (typeof id !== 'string' || !/^\d+$/.test(id)) throw missingRequired(`${pointer}/id`);
  const result: TechnicalReference = { id, title: text(value.title, `${pointer}/title`) };
  // A new reference ("0") needs its description (fauguste/boondmanager-mcp-server src/schemas/index.ts, CHANGELOG 1.9.1).
  if (id === '0' && value.description === undefined) throw missingRequired(`${pointer}/description`);
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
  if ('experience' in attributes)
    result.experience = code<number>(attributes.experience, `${base}/experience`, EXPERIENCE_CODES);
  if ('training' in attributes) result.training = code<string>(attributes.training, `${base}/training`, TRAINING_CODES);
  if ('diplomas' in attributes) {
    result.diplomas = list(attributes.diplomas, `${base}/diplomas`).map((d, i) => text(d, `${base}/diplomas/${i}`));
  }
  if ('tools' in attributes) {
    result.tools = list(attributes.tools, `${base}/tools`).map((entry, i) => {
      const pointer = `${base}/tools/${i}`;
      if (!isObject(entry)) throw wrongAttribute(pointer);
      return {
        tool: code<string>(entry.tool, `${pointer}/tool`, TOOL_CODES),
        level: integer(entry.level, `${pointer}/level`, 0, 5),
      };
    });
  }
  if ('languages' in attributes) {
    result.languages = list(attributes.languages, `${base}/languages`).map((entry, i) => {
      const pointer = `${base}/languages/${i}`;
      if (!isObject(entry)) throw wrongAttribute(pointer);
      return {
        language: code<string>(entry.language, `${pointer}/language`, LANGUAGE_CODES),
        level: code<string>(entry.level, `${pointer}/level`, LANGUAGE_LEVEL_CODES),
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
      id: r.id,
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
