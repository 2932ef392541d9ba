/**
 * From our messages to BoondManager's values: every coded value goes through the resolver (the tenant's dictionary and
 * the administrator's decisions); what resolves to "not sent" is left out (a tool then joins the free-text skills,
 * so that nothing the person wrote is lost); what does not resolve is a gap, and the caller holds the message.
 * Writes that are not idempotent carry a marker of their message (the action's text, the document's name), so that
 * after an unknown outcome the handler can find them before writing again. Pure functions.
 */
import { MULTI_VALUE_SEPARATOR } from '@my-skills/shared/constants';
import { LANGUAGE_LEVELS, LANGUAGE_LIST } from '@my-skills/shared/languages';
import type { OutboxPayload, TechnicalDataPayload } from '../outbox/kinds';
import { EXPERIENCE_BUCKETS, experienceBucket, OUR_ACTION_TYPES, type Resolver } from './dictionary';
import type { BoondTechnicalData } from './types';

type Reference = NonNullable<BoondTechnicalData['references']>[number];

/** Our levels 1–4 (Knowledge … Expertise) on Boond's tool levels 0–5 (… Expert): Expertise is Expert. */
export const boondToolLevel = (level: number): number => (level >= 4 ? 5 : Math.max(1, level));

/** The marker of a message, from its key `ms-<uuid>`: `ms-3f9a2c1b`. */
export const markerOf = (idempotencyKey: string): string => idempotencyKey.slice(0, 11);

/** The action's text with its marker: `…\n\n[My Skills ms-3f9a2c1b]`. */
export const markedText = (text: string, idempotencyKey: string) =>
  `${text.trimEnd()}\n\n[My Skills ${markerOf(idempotencyKey)}]`;

/** The document's name with its marker before the extension: `DC_Alice_Martin_ms-3f9a2c1b.pdf`. */
export function markedFileName(fileName: string, idempotencyKey: string): string {
  const dot = fileName.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  return `${base}_${markerOf(idempotencyKey)}${extension}`;
}

const englishName = (code: string) => LANGUAGE_LIST.find((l) => l.code === code)?.en ?? code;
const levelName = (id: number) => LANGUAGE_LEVELS.find((l) => l.id === id)?.en ?? String(id);

const referenceKey = (r: Pick<Reference, 'title' | 'company' | 'startMonth' | 'startYear'>) =>
  [r.title, r.company ?? '', r.startYear ?? '', r.startMonth ?? '']
    .map((v) => String(v).trim().toLowerCase())
    .join('|');

const withoutEmpty = <T extends object>(value: T): T =>
  Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as T;

/**
 * The technical data to PUT for a validated skills file. `current` is what the resource holds: a reference we send
 * again keeps its id (else "0", a new one), so that a second validation does not add the same references twice.
 */
export function technicalDataRequest(
  data: TechnicalDataPayload,
  resolver: Resolver,
  current: BoondTechnicalData,
): BoondTechnicalData {
  const notSentTools: string[] = [];
  const tools = new Map<string | number, number>();
  for (const t of data.tools ?? []) {
    const id = resolver.resolve('tool', String(t.idSkill), t.label);
    if (id === null) notSentTools.push(t.label);
    // Two of our skills on one tenant tool: the higher level.
    else if (id !== undefined) tools.set(id, Math.max(tools.get(id) ?? 0, boondToolLevel(t.level)));
  }
  const languages = (data.languages ?? []).flatMap((l) => {
    const language = resolver.resolve('languageSpoken', l.code, englishName(l.code));
    const level = resolver.resolve('languageLevel', String(l.idLevel), levelName(l.idLevel));
    return language === null || language === undefined || level === null || level === undefined
      ? []
      : [{ language, level }];
  });
  let experience: number | string | undefined;
  if (data.experienceYears !== undefined) {
    const bucket = EXPERIENCE_BUCKETS.find((b) => b.value === experienceBucket(data.experienceYears!))!;
    experience = resolver.resolve('experience', bucket.value, bucket.en) ?? undefined;
  }
  const existing = new Map((current.references ?? []).map((r) => [referenceKey(r), r.id]));
  const references = (data.references ?? []).map((r) => {
    const id = existing.get(referenceKey(r)) ?? '0';
    // A new reference needs a description (else 1017): the mission's title when the experience has none.
    return id === '0' && !r.description?.trim() ? { id, ...r, description: r.title } : { id, ...r };
  });
  const skills = [data.skills, ...notSentTools].filter((v): v is string => !!v && v.trim() !== '');
  return withoutEmpty({
    title: data.title,
    skills: skills.length > 0 ? skills.join(MULTI_VALUE_SEPARATOR) : undefined,
    tools: [...tools].map(([tool, level]) => ({ tool, level })),
    languages,
    diplomas: data.diplomas,
    experience,
    references,
  });
}

/**
 * Key-people rates: the levels of the named skills set on the resource's tools (the only place the real API keeps a
 * resource's skill levels), everything else of its technical data written back as read.
 */
export function toolLevelsRequest(
  rates: OutboxPayload<'boond.rates'>['rates'],
  resolver: Resolver,
  current: BoondTechnicalData,
): BoondTechnicalData {
  const tools = new Map((current.tools ?? []).map((t) => [t.tool, t.level]));
  for (const rate of rates) {
    const id = resolver.resolveToolByLabel(rate.skill);
    if (id !== null && id !== undefined) tools.set(id, rate.level);
  }
  return { ...current, tools: [...tools].map(([tool, level]) => ({ tool, level })) };
}

/** The tenant's action type of our log entry (null: decided "not sent"; undefined: a gap). */
export const actionTypeOf = (actionType: OutboxPayload<'boond.action'>['actionType'], resolver: Resolver) =>
  resolver.resolve('actionType', actionType, OUR_ACTION_TYPES.find((a) => a.value === actionType)?.en ?? actionType);
