/**
 * The evaluation as one form (decision 017): its editable values, shaped like Ea/save's body so that the shared
 * field → side map names them ('bilanAnnuel.commentaire', 'evolutionProfessionnelle.mobility'…), and the body of one
 * save from what changed — only the viewer's own fields (the server refuses the other side's anyway).
 */
import {
  EVALUATION_SAVE_FIELDS,
  mayWriteField,
  sameValue,
  valueAt,
  type EvaluationField,
  type SideRights,
} from '@my-skills/shared/evaluation-sides';
import type { EaSaveBody } from '@my-skills/shared/schemas/evaluation';
import type { EaDetails, SkillEvaluationLine } from '@my-skills/shared/schemas/evaluation-details';

export type LineValues = Pick<
  SkillEvaluationLine,
  'noteConsultant' | 'noteManager' | 'commentConsultant' | 'commentManager'
>;

export interface EaFormValues {
  cadreEntretien: EaDetails['cadreEntretien'];
  bilanAnnuel: EaDetails['bilanAnnuel'];
  evolutionProfessionnelle: EaDetails['evolutionProfessionnelle'];
  goalReviews: { idGoal: number; achievement: number | null; comment: string }[];
  trainingReviews: { name: string; date: string | null; evaluation: number | null; comment: string }[];
  synthese: string;
  /** As typed ('' when empty). */
  cpfHours: string;
  cpfDate: string | null;
  cpfIsOkTraining: boolean;
  commentTrainingRequest: string;
  isDCUpToDate: boolean;
  /** Each skill line's ratings and comments, by `lineKey` (react-hook-form reads a numeric key as an index). */
  lines: Record<string, LineValues>;
}

export const lineKey = (id: number) => `l${id}`;

/** The form's values of an evaluation as loaded. */
export function formValuesOf(ea: EaDetails): EaFormValues {
  return {
    cadreEntretien: ea.cadreEntretien,
    bilanAnnuel: ea.bilanAnnuel,
    evolutionProfessionnelle: ea.evolutionProfessionnelle,
    goalReviews: ea.lastYearGoals.map((g) => ({ idGoal: g.id, achievement: g.achievement, comment: g.comment })),
    trainingReviews: ea.trainingReviews.map(({ name, date, evaluation, comment }) => ({
      name,
      date,
      evaluation,
      comment,
    })),
    synthese: ea.synthese,
    cpfHours: ea.cpfHours === null ? '' : String(ea.cpfHours),
    cpfDate: ea.cpfDate,
    cpfIsOkTraining: ea.cpfIsOkTraining ?? false,
    commentTrainingRequest: ea.commentTrainingRequest,
    isDCUpToDate: ea.isDCUpToDate,
    lines: Object.fromEntries(
      ea.skills.map((l) => [
        lineKey(l.id),
        {
          noteConsultant: l.noteConsultant,
          noteManager: l.noteManager,
          commentConsultant: l.commentConsultant,
          commentManager: l.commentManager,
        },
      ]),
    ),
  };
}

/** A form value as the save body takes it. */
function bodyValue(field: EvaluationField, value: unknown): unknown {
  if (field === 'cpfHours') return value === '' || value === null ? null : Number(value);
  if (field === 'trainingReviews')
    return (value as EaFormValues['trainingReviews']).filter((row) => row.name.trim() !== '');
  return value;
}

function setAt(target: Record<string, unknown>, field: string, value: unknown) {
  const [head, tail] = field.split('.') as [string, string | undefined];
  if (tail === undefined) target[head] = value;
  else target[head] = { ...(target[head] as Record<string, unknown> | undefined), [tail]: value };
}

const LINE_SIDES = {
  noteConsultant: 'skillLines.noteConsultant',
  commentConsultant: 'skillLines.commentConsultant',
  noteManager: 'skillLines.noteManager',
  commentManager: 'skillLines.commentManager',
} as const;

/**
 * The body of one Ea/save from what changed: the viewer's own fields that differ from what was stored, and the
 * changed ratings and comments of their side of each line. Empty when nothing of theirs changed.
 */
export function saveBodyOf(
  values: EaFormValues,
  stored: EaFormValues,
  rights: SideRights,
): Omit<EaSaveBody, 'idEa' | 'rowVersion'> {
  const body: Record<string, unknown> = {};
  for (const field of EVALUATION_SAVE_FIELDS) {
    if (!mayWriteField(rights, field)) continue;
    const value = valueAt(values, field);
    if (sameValue(value, valueAt(stored, field))) continue;
    setAt(body, field, bodyValue(field, value));
  }
  const lines = Object.entries(values.lines).flatMap(([key, line]) => {
    const before = stored.lines[key];
    const changed = Object.entries(LINE_SIDES).filter(
      ([part, field]) =>
        mayWriteField(rights, field) && !sameValue(line[part as keyof LineValues], before?.[part as keyof LineValues]),
    );
    if (changed.length === 0) return [];
    return [
      {
        id: Number(key.slice(1)),
        ...Object.fromEntries(changed.map(([part]) => [part, line[part as keyof LineValues]])),
      },
    ];
  });
  if (lines.length > 0) body.skillLines = lines;
  return body as Omit<EaSaveBody, 'idEa' | 'rowVersion'>;
}
