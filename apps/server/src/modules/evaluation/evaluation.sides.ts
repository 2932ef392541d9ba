/**
 * Annual evaluation: each side writes only its own fields, in every status, whoever calls (decision 017). What a
 * save or a bulk update names is resolved against the one field → side map of packages/shared
 * (evaluation-sides.ts): the caller's own fields are written; a field of the other side is refused (403, naming it)
 * when the body would change it, and left as stored when the body repeats it as the caller reads it.
 */
import {
  type EVALUATION_FIELD_SIDES,
  fieldName,
  mayWriteField,
  namedFields,
  sameValue,
  valueAt,
  type EvaluationField,
  type SideRights,
} from '@my-skills/shared/evaluation-sides';
import {
  bilanAnnuelInput,
  cadreEntretienInput,
  evolutionProfessionnelleInput,
} from '@my-skills/shared/schemas/evaluation';
import { AppError } from '../../lib/app-error';
import type { EvaluationContentRow, EvaluationRow, SkillLineRow } from './evaluation-read.repository';

/** 403 naming the other side's fields a call would change (nothing is written). */
function otherSide(fields: readonly EvaluationField[], idLang: number, paths: readonly string[] = fields) {
  const names = [...new Set(fields.map((f) => fieldName(f, idLang)))].join(', ');
  return new AppError(
    'FORBIDDEN',
    'errors.EA_OTHER_SIDE',
    { fields: names },
    paths.map((path) => ({ path, message: 'other side' })),
  );
}

/**
 * The stored evaluation shaped like a save body, as the caller reads it (the manager side empty for an owner who
 * may not see it yet): what a repeated field is compared with.
 */
export function savedFields(
  row: EvaluationRow,
  content: Pick<EvaluationContentRow, 'trainingReviews' | 'lastYearGoals'>,
  seesManagerSide: boolean,
) {
  const bilan = bilanAnnuelInput.parse(row.bilanAnnuel);
  return {
    cadreEntretien: cadreEntretienInput.parse(row.cadreEntretien),
    bilanAnnuel: seesManagerSide
      ? bilan
      : {
          ...bilan,
          managerAppreciation: { contributions: '', strengths: '', weaknesses: '' },
          evaluationPerformance: null,
          commentaire: '',
        },
    evolutionProfessionnelle: evolutionProfessionnelleInput.parse(row.evolution),
    goalReviews: content.lastYearGoals.map((g) => ({
      idGoal: g.id,
      achievement: seesManagerSide ? g.achievement : null,
      comment: seesManagerSide ? g.comment : '',
    })),
    trainingReviews: content.trainingReviews.map(({ name, date, evaluation, comment }) => ({
      name,
      date,
      evaluation,
      comment,
    })),
    synthese: seesManagerSide ? row.synthese : '',
    cpfHours: row.cpfHours,
    cpfDate: row.cpfDate,
    cpfIsOkTraining: row.cpfIsOkTraining,
    commentTrainingRequest: row.commentTrainingRequest,
    isDCUpToDate: row.isDcUpToDate,
  };
}
export type SavedFields = ReturnType<typeof savedFields>;

/** The fields of a save body the caller writes (403 when it would change a field of the other side). */
export function ownSaveFields(
  rights: SideRights,
  body: Readonly<Record<string, unknown>>,
  saved: SavedFields,
  idLang: number,
): Map<EvaluationField, unknown> {
  const written = new Map<EvaluationField, unknown>();
  const refused: EvaluationField[] = [];
  for (const [field, value] of namedFields(body)) {
    if (mayWriteField(rights, field)) written.set(field, value);
    else if (!sameValue(value, valueAt(saved, field))) refused.push(field);
  }
  if (refused.length > 0) throw otherSide(refused, idLang);
  return written;
}

/** A block (jsonb column) with the caller's fields of it written over the stored ones. */
export function mergeBlock<T extends Record<string, unknown>>(
  block: 'cadreEntretien' | 'bilanAnnuel' | 'evolutionProfessionnelle',
  stored: T,
  written: ReadonlyMap<EvaluationField, unknown>,
): T | undefined {
  const prefix = `${block}.`;
  const mine = [...written].filter(([field]) => field.startsWith(prefix));
  if (mine.length === 0) return undefined;
  const merged: Record<string, unknown> = { ...stored };
  for (const [field, value] of mine) merged[field.slice(prefix.length)] = value;
  return merged as T;
}

type LineRatings = {
  id: number;
  noteConsultant?: number | null;
  noteManager?: number | null;
  commentConsultant?: string;
  commentManager?: string;
};
const LINE_FIELDS = ['noteConsultant', 'noteManager', 'commentConsultant', 'commentManager'] as const;

/**
 * The ratings and comments of skill lines the caller writes: each line keeps only the caller's own fields; a field
 * of the other side that would change is refused (403). Lines not of this evaluation are left to the caller (404).
 */
export function ownLineFields(
  rights: SideRights,
  lines: readonly LineRatings[],
  stored: readonly SkillLineRow[],
  seesManagerSide: boolean,
  idLang: number,
): LineRatings[] {
  const byId = new Map(stored.map((l) => [l.id, l]));
  const refused: EvaluationField[] = [];
  const paths: string[] = [];
  const kept = lines.map((line) => {
    const own: LineRatings = { id: line.id };
    const saved = byId.get(line.id);
    for (const key of LINE_FIELDS) {
      if (line[key] === undefined) continue;
      const field = `skillLines.${key}` as const satisfies keyof typeof EVALUATION_FIELD_SIDES;
      if (mayWriteField(rights, field)) {
        Object.assign(own, { [key]: line[key] });
        continue;
      }
      const hidden = !seesManagerSide && (key === 'noteManager' || key === 'commentManager');
      const visible = saved === undefined ? undefined : hidden ? (key === 'noteManager' ? null : '') : saved[key];
      if (!sameValue(line[key], visible)) {
        refused.push(field);
        paths.push(`lines.${line.id}.${key}`);
      }
    }
    return own;
  });
  if (refused.length > 0) throw otherSide(refused, idLang, paths);
  return kept;
}
