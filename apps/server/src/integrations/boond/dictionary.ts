/**
 * The tenant's dictionary (GET /application/dictionary) and how our values meet it. Every coded value a write carries
 * — a spoken language and its level, the experience, a tool, an action type — is the tenant's own id, read from its
 * dictionary: string ids such as "anglais" and "courant" in a French tenant, integers for experience and action types,
 * different from tenant to tenant. What we send is resolved through a mapping an administrator confirms; a proposal
 * for it matches labels in both languages. Pure functions: the store is boond-mapping.repository.ts.
 */
import { BOOND_MAPPING_KINDS, type BoondMappingKind } from '@my-skills/shared/schemas/boond-mapping';
import { LANGUAGE_LEVELS, LANGUAGE_LIST } from '@my-skills/shared/languages';

/** What we resolve through the dictionary. */
export const MAPPING_KINDS = BOOND_MAPPING_KINDS;
export type MappingKind = BoondMappingKind;

/** One coded value of the tenant: its id (string or integer, as the tenant answers it) and its label. */
export interface DictionaryEntry {
  id: string | number;
  value: string;
}

/** Our value of a kind, with its names (for the screen and the proposals). */
export interface OurValue {
  value: string;
  fr: string;
  en: string;
  /** A tenant id this value is already known by (a catalogue skill's idBoond): proposed first when the tenant has it. */
  knownId?: string;
}

/** An administrator's decision: our value → the tenant's id, or null for "not sent" (no equivalent). */
export interface MappingDecision {
  kind: MappingKind;
  ourValue: string;
  ourLabel: string;
  boondId: string | null;
}

/** What a message needs and the tenant's dictionary does not give: it is held until someone decides. */
export interface MappingGap {
  kind: MappingKind;
  value: string;
  label: string;
  /** The decided id, when the dictionary no longer has it. */
  staleId?: string;
  /** A name that is none of our values (a rate naming a skill outside the catalogue): nobody can map it. */
  unknown?: boolean;
}

/** The ranges of experience we send (years), matched to the tenant's own ranges ("1 à 2 ans"…). */
export const EXPERIENCE_BUCKETS = [
  { value: '0', min: 0, max: 0, fr: 'Moins d’un an', en: 'Less than a year' },
  { value: '1-2', min: 1, max: 2, fr: '1 à 2 ans', en: '1 to 2 years' },
  { value: '3-5', min: 3, max: 5, fr: '3 à 5 ans', en: '3 to 5 years' },
  { value: '6-10', min: 6, max: 10, fr: '6 à 10 ans', en: '6 to 10 years' },
  { value: '11+', min: 11, max: Number.POSITIVE_INFINITY, fr: 'Plus de 10 ans', en: 'More than 10 years' },
] as const;

/** The range of a number of years of experience. */
export const experienceBucket = (years: number): string =>
  EXPERIENCE_BUCKETS.find((b) => years >= b.min && years <= b.max)?.value ?? '0';

/** The log entries we write on a resource, each with the tenant's action type an administrator picks. */
export const OUR_ACTION_TYPES = [
  { value: 'evaluationSigned', fr: 'Entretien annuel signé', en: 'Annual evaluation signed' },
  { value: 'eepBmSigned', fr: 'Entretien business manager signé', en: 'Business-manager review signed' },
  { value: 'trainingRegistered', fr: 'Formation enregistrée', en: 'Training registered' },
] as const;
export type OurActionType = (typeof OUR_ACTION_TYPES)[number]['value'];
export const OUR_ACTION_TYPE_VALUES = OUR_ACTION_TYPES.map((a) => a.value) as [OurActionType, ...OurActionType[]];

/** Our values of the kinds that are ours by definition (tools come from the skills catalogue). */
export const FIXED_VALUES: Record<Exclude<MappingKind, 'tool'>, readonly OurValue[]> = {
  languageSpoken: LANGUAGE_LIST.map((l) => ({ value: l.code, fr: l.fr, en: l.en })),
  languageLevel: LANGUAGE_LEVELS.map((l) => ({ value: String(l.id), fr: l.fr, en: l.en })),
  experience: EXPERIENCE_BUCKETS.map((b) => ({ value: b.value, fr: b.fr, en: b.en })),
  actionType: OUR_ACTION_TYPES.map((a) => ({ value: a.value, fr: a.fr, en: a.en })),
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries of one kind in a dictionary answer's `data` (`setting.languageSpoken`, `setting.action.resource`…). */
export function dictionaryEntries(data: unknown, kind: MappingKind): DictionaryEntry[] {
  const setting = isObject(data) && isObject(data.setting) ? data.setting : {};
  const list = kind === 'actionType' ? (isObject(setting.action) ? setting.action.resource : undefined) : setting[kind];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) =>
    isObject(entry) &&
    (typeof entry.id === 'string' || typeof entry.id === 'number') &&
    typeof entry.value === 'string' &&
    entry.isNotification !== true
      ? [{ id: entry.id, value: entry.value }]
      : [],
  );
}

/** Lower case, no accents, words only ("Langue maternelle" → "langue maternelle"). */
export const normalizeLabel = (label: string) =>
  label
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .trim();

const words = (label: string) =>
  new Set(
    normalizeLabel(label)
      .split(' ')
      .filter((w) => w.length > 1),
  );

/**
 * How close two labels are: 1 equal, 0.8 one inside the other ("Langue maternelle" and "Maternel"), else the share of
 * common words. `exact` (tools: "Java" is not "JavaScript") counts only equal labels.
 */
function similarity(a: string, b: string, exact = false): number {
  const na = normalizeLabel(a);
  const nb = normalizeLabel(b);
  if (!na || !nb) return 0;
  if (na === nb) return 1;
  if (exact) return 0;
  if (na.includes(nb) || nb.includes(na)) return 0.8;
  const wa = words(a);
  const wb = words(b);
  if (wa.size === 0 || wb.size === 0) return 0;
  const common = [...wa].filter((w) => wb.has(w)).length;
  if (common === Math.min(wa.size, wb.size)) return 0.8;
  return common / new Set([...wa, ...wb]).size;
}

/** The years a label of the tenant's experience names ("1 à 2 ans" → 1–2, "> 10 ans" → 11+, "Pas d'expérience" → 0). */
function yearsOf(label: string): { min: number; max: number } | undefined {
  const n = normalizeLabel(label);
  if (/^(pas|aucune|no|none)\b/.test(n) || /\bdebutant\b/.test(n)) return { min: 0, max: 0 };
  const numbers = [...n.matchAll(/\d+/g)].map((m) => Number(m[0]));
  if (numbers.length === 0) return undefined;
  if (/^(>|plus|more|over)/.test(label.trim().toLowerCase()) || /\+$/.test(label.trim()))
    return { min: numbers[0]! + (label.includes('>') ? 1 : 0), max: Number.POSITIVE_INFINITY };
  return { min: numbers[0]!, max: numbers[1] ?? numbers[0]! };
}

/**
 * The tenant's entry that best matches one of our values (labels in French and English, or the experience range), or
 * undefined when nothing is close enough: a proposal, for a person to confirm.
 */
export function proposeMatch(
  kind: MappingKind,
  ours: OurValue,
  entries: readonly DictionaryEntry[],
): DictionaryEntry | undefined {
  if (kind === 'experience') {
    const bucket = EXPERIENCE_BUCKETS.find((b) => b.value === ours.value);
    if (!bucket) return undefined;
    return entries.find((e) => {
      const range = yearsOf(e.value);
      return range !== undefined && range.min === bucket.min && range.max === bucket.max;
    });
  }
  if (ours.knownId !== undefined) {
    const known = entries.find((e) => String(e.id) === ours.knownId);
    if (known) return known;
  }
  let best: { entry: DictionaryEntry; score: number } | undefined;
  for (const entry of entries) {
    const exact = kind === 'tool';
    const score = Math.max(similarity(ours.fr, entry.value, exact), similarity(ours.en, entry.value, exact));
    if (score >= 0.5 && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry;
}

/** How a gap reads in a delivery's detail (English, as BoondManager's own details; the screen adds its own title). */
const KIND_NAMES: Record<MappingKind, string> = {
  languageSpoken: 'language',
  languageLevel: 'language level',
  experience: 'experience',
  tool: 'tool',
  actionType: 'action type',
};

export const describeGaps = (gaps: readonly MappingGap[]): string =>
  gaps
    .map((g) =>
      g.unknown
        ? `${KIND_NAMES[g.kind]} '${g.label}' is not in the skills catalogue`
        : g.staleId === undefined
          ? `${KIND_NAMES[g.kind]} '${g.label}' has no match in BoondManager's dictionary`
          : `${KIND_NAMES[g.kind]} '${g.label}' is mapped to '${g.staleId}', which BoondManager's dictionary no longer has`,
    )
    .join('; ');

/**
 * Resolves our values through the decisions and the tenant's dictionary. A value resolves to the tenant's id (typed as
 * the dictionary types it: "anglais", 80), to null when decided "not sent", or to undefined when nobody decided or the
 * decided id left the dictionary — a gap, recorded in `gaps` so that the message is held with all its reasons at once.
 */
export function createResolver(
  dictionary: unknown,
  decisions: readonly MappingDecision[],
  /** Our tools (the catalogue's hard skills), to find a tool named by its French or English name. */
  tools: readonly OurValue[] = [],
) {
  const ids = new Map<MappingKind, Map<string, string | number>>(
    MAPPING_KINDS.map((kind) => [kind, new Map(dictionaryEntries(dictionary, kind).map((e) => [String(e.id), e.id]))]),
  );
  const decided = new Map(decisions.map((d) => [`${d.kind}\u0000${d.ourValue}`, d]));
  const gaps: MappingGap[] = [];
  const seen = new Set<string>();
  const gap = (g: MappingGap) => {
    const key = `${g.kind}\u0000${g.value}`;
    if (!seen.has(key)) gaps.push(g);
    seen.add(key);
    return undefined;
  };

  function resolve(kind: MappingKind, value: string, label: string): string | number | null | undefined {
    const decision = decided.get(`${kind}\u0000${value}`);
    if (!decision) return gap({ kind, value, label });
    if (decision.boondId === null) return null;
    const id = ids.get(kind)?.get(decision.boondId);
    return id ?? gap({ kind, value, label, staleId: decision.boondId });
  }

  return {
    resolve,
    /**
     * A tool named by its name (key-people rates): the catalogue skill of that French or English name, then its
     * decision; a name outside the catalogue is a gap of its own ("not in the skills catalogue").
     */
    resolveToolByLabel(label: string): string | number | null | undefined {
      const wanted = normalizeLabel(label);
      const tool = tools.find((t) => normalizeLabel(t.fr) === wanted || normalizeLabel(t.en) === wanted);
      return tool
        ? resolve('tool', tool.value, label)
        : gap({ kind: 'tool', value: `name:${wanted}`, label, unknown: true });
    },
    gaps,
  };
}
export type Resolver = ReturnType<typeof createResolver>;
