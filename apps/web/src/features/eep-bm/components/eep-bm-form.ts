/**
 * The business-manager review as one form (decision 017): its editable values — the review's own fields by their
 * EEP_BM_FIELDS name, the language skills and next-year actions as rows, the skill lines' visions and comments by
 * group — the body of the one save (PUT Ea/eepBmDetails) from what changed, only the viewer's own side, and the
 * rules the form checks before it sends (the server checks them again).
 */
import { EEP_BM_FIELDS, mayWriteBmField, type EepBmField } from '@my-skills/shared/eep-bm-rules';
import { eepLanguageRowProblems } from '@my-skills/shared/evaluation-rules';
import { sameValue, type SideRights } from '@my-skills/shared/evaluation-sides';
import type { BmSkillLineInput, EepBmDetails, EepBmUpdateBody } from '@my-skills/shared/schemas/eep-bm';

export interface BmLineValues {
  evaluationConsultant: number | null;
  evaluationManager: number | null;
  commentConsultant: string;
  commentManager: string;
}
export interface LanguageRowValues {
  name: string;
  idLanguageLevel: number | null;
}
export interface ActionRowValues {
  actionType: string;
  motivationJustification: string;
  implementationSystems: string;
}

/** The fields typed as numbers, kept as typed ('' when empty). */
const NUMBER_FIELDS = ['experience', 'rPlus', 'sign', 'oc'] as const;
const DATE_FIELDS = ['interviewDate', 'functionEntryDate'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type DateField = (typeof DATE_FIELDS)[number];
type TextField = Exclude<EepBmField, NumberField | DateField | 'idBusinessManager' | 'languages' | 'otherActions'>;

export type EepBmFormValues = Record<TextField, string> &
  Record<NumberField, string> &
  Record<DateField, string | null> & {
    idBusinessManager: number;
    languages: LanguageRowValues[];
    otherActions: ActionRowValues[];
    /** Each line's visions and comments, by category group (bdskills…) then `lineKey` (a numeric key reads as an index). */
    skills: Record<string, Record<string, BmLineValues>>;
  };

export const lineKey = (id: number) => `l${id}`;
const asText = (n: number | null) => (n === null ? '' : String(n));

/** The form's values of a review as loaded. */
export function formValuesOf(d: EepBmDetails): EepBmFormValues {
  return {
    interviewDate: d.interviewDate,
    position: d.position,
    entity: d.entity,
    functionEntryDate: d.functionEntryDate,
    idBusinessManager: d.idBusinessManager,
    degree: d.degree,
    degreeObtainPeriod: d.degreeObtainPeriod,
    experience: asText(d.experience),
    rPlus: asText(d.results.rPlus),
    sign: asText(d.results.sign),
    oc: asText(d.results.oc),
    promotionCriteria: d.promotionCriteria,
    strengthsManager: d.strengthsManager,
    areasOfProgress: d.areasOfProgress,
    actionsToBeImplemented: d.actionsToBeImplemented,
    shortTermGoal: d.shortTermGoal,
    shortTermMotivation: d.shortTermMotivation,
    shortTermWay: d.shortTermWay,
    longTermGoal: d.longTermGoal,
    longTermMotivation: d.longTermMotivation,
    longTermWay: d.longTermWay,
    mobility: d.mobility,
    functionalMobility: d.functionalMobility,
    otherWill: d.otherWill,
    commentTrainingRequest: d.commentTrainingRequest,
    languages: d.languages.map(({ name, idLanguageLevel }) => ({ name, idLanguageLevel })),
    otherActions: d.otherActions.map(({ actionType, motivationJustification, implementationSystems }) => ({
      actionType,
      motivationJustification,
      implementationSystems,
    })),
    skills: Object.fromEntries(
      d.categories.map((c) => [
        c.group,
        Object.fromEntries(
          c.lines.map((l) => [
            lineKey(l.id),
            {
              evaluationConsultant: l.evaluationConsultant,
              evaluationManager: l.evaluationManager,
              commentConsultant: l.commentConsultant,
              commentManager: l.commentManager,
            },
          ]),
        ),
      ]),
    ),
  };
}

const blank = (s: string | null | undefined) => s === null || s === undefined || s.trim() === '';
const ACTION_FIELDS = ['actionType', 'motivationJustification', 'implementationSystems'] as const;
/** A row nobody typed in (added, then left empty): not sent, not checked. */
const emptyLanguage = (row: LanguageRowValues) => blank(row.name) && !row.idLanguageLevel;
const emptyAction = (row: ActionRowValues) => ACTION_FIELDS.every((f) => blank(row[f]));
/** A number as typed ('3', '2,5'), or null when empty; NaN when not a number. */
const numberOf = (typed: string) => (blank(typed) ? null : Number(typed.trim().replace(',', '.')));

/** A form value as the save takes it: dates and numbers empty → null, rows trimmed, the empty ones left out. */
function bodyValue(field: EepBmField, value: unknown): unknown {
  if ((DATE_FIELDS as readonly string[]).includes(field)) return (value as string | null) || null;
  if ((NUMBER_FIELDS as readonly string[]).includes(field)) return numberOf(value as string);
  if (field === 'languages')
    return (value as LanguageRowValues[])
      .filter((row) => !emptyLanguage(row))
      .map((row) => ({ name: row.name.trim(), idLanguageLevel: row.idLanguageLevel }));
  if (field === 'otherActions')
    return (value as ActionRowValues[])
      .filter((row) => !emptyAction(row))
      .map((row) => Object.fromEntries(ACTION_FIELDS.map((f) => [f, row[f].trim()])));
  return value;
}

/** The parts of a line each side writes. */
const LINE_PARTS = {
  evaluationConsultant: 'canEditConsultantSide',
  commentConsultant: 'canEditConsultantSide',
  evaluationManager: 'canEditManagerSide',
  commentManager: 'canEditManagerSide',
} as const satisfies Record<keyof BmLineValues, keyof SideRights>;

export type EepBmSaveBody = Omit<EepBmUpdateBody, 'id' | 'rowVersion'>;

/**
 * The body of the one save from what changed: the viewer's own fields that differ from what was stored (a date
 * emptied → null, a number emptied → null, the whole set of languages or actions when one row changed), and per
 * group the changed visions and comments of their side of each line. Empty when nothing of theirs changed.
 */
export function saveBodyOf(values: EepBmFormValues, stored: EepBmFormValues, rights: SideRights): EepBmSaveBody {
  const body: Record<string, unknown> = {};
  for (const field of Object.keys(EEP_BM_FIELDS) as EepBmField[]) {
    if (!mayWriteBmField(rights, field)) continue;
    const value = bodyValue(field, values[field]);
    if (!sameValue(value, bodyValue(field, stored[field]))) body[field] = value;
  }
  const skills: Record<string, BmSkillLineInput[]> = {};
  for (const [group, lines] of Object.entries(values.skills)) {
    const changed = Object.entries(lines).flatMap(([key, line]) => {
      const before = stored.skills[group]?.[key];
      const parts = (Object.keys(LINE_PARTS) as (keyof BmLineValues)[]).filter(
        (part) => rights[LINE_PARTS[part]] && !sameValue(line[part], before?.[part]),
      );
      return parts.length === 0
        ? []
        : [{ idLine: Number(key.slice(1)), ...Object.fromEntries(parts.map((part) => [part, line[part]])) }];
    });
    if (changed.length > 0) skills[group] = changed;
  }
  if (Object.keys(skills).length > 0) body.skills = skills;
  return body as EepBmSaveBody;
}

/** A rule a field breaks: a key of common:form.errors. */
export type FormRule = 'required' | 'invalid' | 'positive' | 'tooBig';
export interface FormProblem {
  /** The form path ('languages.0.name', 'rPlus'…). */
  path: string;
  rule: FormRule;
}

const RESULT_MAX = 10_000;
const EXPERIENCE_MAX = 80;

/**
 * What the viewer's own fields break before the save (the shared schema's rules): each language row a name and a
 * level, each next-year action its three texts (rows left empty are dropped), the results whole numbers ≥ 0, the
 * experience a number of years 0–80. The other side's fields are not the viewer's to fix.
 */
export function formProblems(values: EepBmFormValues, rights: SideRights): FormProblem[] {
  const problems: FormProblem[] = [];
  if (mayWriteBmField(rights, 'languages'))
    values.languages.forEach((row, i) => {
      if (emptyLanguage(row)) return;
      const found = eepLanguageRowProblems(row);
      if (found.includes('name')) problems.push({ path: `languages.${i}.name`, rule: 'required' });
      if (found.includes('level')) problems.push({ path: `languages.${i}.idLanguageLevel`, rule: 'required' });
    });
  if (mayWriteBmField(rights, 'otherActions'))
    values.otherActions.forEach((row, i) => {
      if (emptyAction(row)) return;
      for (const f of ACTION_FIELDS)
        if (blank(row[f])) problems.push({ path: `otherActions.${i}.${f}`, rule: 'required' });
    });
  for (const field of ['rPlus', 'sign', 'oc'] as const) {
    if (!mayWriteBmField(rights, field) || blank(values[field])) continue;
    const n = numberOf(values[field])!;
    if (!Number.isInteger(n) || n < 0) problems.push({ path: field, rule: 'positive' });
    else if (n > RESULT_MAX) problems.push({ path: field, rule: 'tooBig' });
  }
  if (mayWriteBmField(rights, 'experience') && !blank(values.experience)) {
    const n = numberOf(values.experience)!;
    if (Number.isNaN(n) || n < 0) problems.push({ path: 'experience', rule: 'invalid' });
    else if (n > EXPERIENCE_MAX) problems.push({ path: 'experience', rule: 'tooBig' });
  }
  return problems;
}

/** The problems as react-hook-form's errors ({ languages: { 0: { name: { type, message } } } }). */
export function errorsOf(problems: readonly FormProblem[], message: (rule: FormRule) => string) {
  const errors: Record<string, unknown> = {};
  for (const { path, rule } of problems) {
    const parts = path.split('.');
    let node = errors;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = { type: rule, message: message(rule) };
  }
  return errors;
}
