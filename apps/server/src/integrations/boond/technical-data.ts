/**
 * Between our BoondTechnicalData and BoondManager's technical-data attributes.
 * A GET answers "" for every unset field and numbers sometimes as strings; a PUT refuses "" and
 * months with a leading zero. Reading drops the empty values; writing sends only set values, with
 * months and years as JSON numbers. An empty string therefore means "unset": it leaves Boond's value as is.
 */
import type { BoondTechnicalData } from './types';

type Reference = NonNullable<BoondTechnicalData['references']>[number];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** A code stays as Boond sent it when it is not numeric (tool names). */
const readCode = (value: unknown): number | string | undefined => readNumber(value) ?? readText(value);

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

function readReference(value: unknown): Reference | undefined {
  if (!isObject(value)) return undefined;
  const title = readText(value.title);
  if (title === undefined) return undefined;
  const id = readCode(value.id);
  return withoutUndefined({
    id: id === undefined ? '0' : String(id),
    title,
    company: readText(value.company),
    description: readText(value.description),
    startMonth: readNumber(value.startMonth),
    startYear: readNumber(value.startYear),
    endMonth: readNumber(value.endMonth),
    endYear: readNumber(value.endYear),
    skills: readText(value.skills),
  });
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function fromBoondTechnicalData(attributes: Record<string, unknown>): BoondTechnicalData {
  return withoutUndefined({
    title: readText(attributes.title),
    skills: readText(attributes.skills),
    tools: Array.isArray(attributes.tools)
      ? list(attributes.tools).flatMap((t) => {
          const tool = isObject(t) ? readCode(t.tool) : undefined;
          const level = isObject(t) ? readNumber(t.level) : undefined;
          return tool !== undefined && level !== undefined ? [{ tool, level }] : [];
        })
      : undefined,
    languages: Array.isArray(attributes.languages)
      ? list(attributes.languages).flatMap((l) => {
          const language = isObject(l) ? readCode(l.language) : undefined;
          const level = isObject(l) ? readCode(l.level) : undefined;
          return language !== undefined && level !== undefined ? [{ language, level }] : [];
        })
      : undefined,
    diplomas: Array.isArray(attributes.diplomas)
      ? list(attributes.diplomas).flatMap((d) => readText(d) ?? [])
      : undefined,
    training: readText(attributes.training),
    experience: readCode(attributes.experience),
    references: Array.isArray(attributes.references)
      ? list(attributes.references).flatMap((r) => readReference(r) ?? [])
      : undefined,
  });
}

const writeText = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

/** Months and years as integers ("05" and 5 both become 5). */
function writeInteger(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
}

export function toBoondTechnicalData(data: BoondTechnicalData): Record<string, unknown> {
  return withoutUndefined({
    title: writeText(data.title),
    skills: writeText(data.skills),
    tools: data.tools?.map((t) => ({ tool: t.tool, level: t.level })),
    languages: data.languages?.map((l) => ({ language: l.language, level: l.level })),
    diplomas: data.diplomas?.filter((d) => d.trim() !== ''),
    training: writeText(data.training),
    experience: data.experience,
    references: data.references?.map((r) =>
      withoutUndefined({
        id: r.id,
        title: r.title,
        company: writeText(r.company),
        description: writeText(r.description),
        startMonth: writeInteger(r.startMonth),
        startYear: writeInteger(r.startYear),
        endMonth: writeInteger(r.endMonth),
        endYear: writeInteger(r.endYear),
        skills: writeText(r.skills),
      }),
    ),
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Boond's date-time, `2026-03-12T09:24:00+0100`, as public clients send it: always a time and an offset. A value
 * already in that format is kept; a plain `2026-03-12` is that day's midnight; another parsable date (ISO 8601, Date)
 * is written in the process's time zone with its offset; anything else is sent as is, for Boond to refuse.
 */
export function toBoondDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/.test(value)) return value;
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : typeof value === 'string'
      ? new Date(value)
      : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const offset = -date.getTimezoneOffset();
  const abs = Math.abs(offset);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${offset >= 0 ? '+' : '-'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`
  );
}
