/**
 * Who writes what in an annual evaluation: every field a save can name and every kind of row, with the side that
 * owns it. One map, read by the server's save and bulk update (a field of the other side is never written), by the
 * permission tests (every field × every side × every status) and by the screen (an input for the viewer's own
 * fields, text for the others'). Decision 017.
 *
 * - consultant: the employee's answers — their appreciation, professional evolution, the trainings they followed,
 *   CPF, the up-to-date box, their ratings and comments, their languages;
 * - manager: the interview — its framework (entity, dates, function), the manager's appreciation, the overall
 *   evaluation, the review of last year's objectives, next year's objectives, the synthesis, the manager's ratings;
 * - both: rows either side may add in the interview (a free skill line, a next-year action, a training wish).
 *
 * HR's correction of a validated evaluation writes both sides (evaluationPermissions), recorded in the history.
 */
export type FieldSide = 'consultant' | 'manager' | 'both';

const field = (side: FieldSide, fr: string, en: string) => ({ side, fr, en });

/** Every field, its side and its name (messages name the fields a call may not change). */
export const EVALUATION_FIELD_SIDES = {
  'cadreEntretien.experience': field('manager', 'Expérience', 'Experience'),
  'cadreEntretien.society': field('manager', 'Société', 'Company'),
  'cadreEntretien.dateNaissance': field('manager', 'Date de naissance', 'Date of birth'),
  'cadreEntretien.dateEntreeAstek': field('manager', 'Date d’entrée', 'Hire date'),
  'cadreEntretien.function': field('manager', 'Fonction', 'Position'),
  'cadreEntretien.dateEntretienN': field('manager', 'Date de l’entretien', 'Interview date'),
  'cadreEntretien.dateEntretienNm1': field('manager', 'Date de l’entretien précédent', 'Previous interview date'),
  'bilanAnnuel.experienceComment': field('consultant', 'Commentaire sur l’année', 'Comment on the year'),
  'bilanAnnuel.consultantAppreciation': field('consultant', 'Appréciation du collaborateur', 'Employee’s appraisal'),
  'bilanAnnuel.managerAppreciation': field('manager', 'Appréciation du manager', 'Manager’s appraisal'),
  'bilanAnnuel.evaluationPerformance': field('manager', 'Évaluation globale', 'Overall evaluation'),
  'bilanAnnuel.commentaire': field('manager', 'Commentaire du manager', 'Manager’s comment'),
  'evolutionProfessionnelle.shortTerm': field('consultant', 'Objectif à court terme', 'Short-term goal'),
  'evolutionProfessionnelle.mediumTerm': field('consultant', 'Objectif à moyen terme', 'Medium-term goal'),
  'evolutionProfessionnelle.longTerm': field('consultant', 'Objectif à long terme', 'Long-term goal'),
  'evolutionProfessionnelle.mobility': field('consultant', 'Mobilité', 'Mobility'),
  'evolutionProfessionnelle.otherActivity': field('consultant', 'Autre activité', 'Other activity'),
  'evolutionProfessionnelle.otherWill': field('consultant', 'Autres souhaits', 'Other wishes'),
  goalReviews: field('manager', 'Bilan des objectifs de l’an dernier', 'Review of last year’s objectives'),
  trainingReviews: field('consultant', 'Formations suivies', 'Trainings followed'),
  synthese: field('manager', 'Synthèse', 'Synthesis'),
  cpfHours: field('consultant', 'Heures CPF', 'CPF hours'),
  cpfDate: field('consultant', 'Date CPF', 'CPF date'),
  cpfIsOkTraining: field('consultant', 'Formation éligible au CPF', 'CPF-eligible training'),
  commentTrainingRequest: field(
    'consultant',
    'Commentaire sur les demandes de formation',
    'Comment on training requests',
  ),
  isDCUpToDate: field('consultant', 'Dossier de compétences à jour', 'Skills file up to date'),
  // A skill line's ratings and comments (Ea/save's skillLines, the bulk update).
  'skillLines.noteConsultant': field('consultant', 'Note du collaborateur', 'Employee’s rating'),
  'skillLines.commentConsultant': field('consultant', 'Commentaire du collaborateur', 'Employee’s comment'),
  'skillLines.noteManager': field('manager', 'Note du manager', 'Manager’s rating'),
  'skillLines.commentManager': field('manager', 'Commentaire du manager', 'Manager’s comment'),
  // Rows (their own calls).
  'rows.skillLines': field('both', 'Lignes de compétences', 'Skill lines'),
  'rows.goals': field('manager', 'Objectifs de l’année prochaine', 'Objectives for next year'),
  'rows.languages': field('consultant', 'Langues', 'Languages'),
  'rows.otherActions': field('both', 'Autres actions pour l’année prochaine', 'Other actions for next year'),
  'rows.trainingWishes': field('both', 'Souhaits de formation', 'Training wishes'),
} as const satisfies Record<string, { side: FieldSide; fr: string; en: string }>;
export type EvaluationField = keyof typeof EVALUATION_FIELD_SIDES;
export const EVALUATION_FIELDS = Object.keys(EVALUATION_FIELD_SIDES) as EvaluationField[];

/** The fields a save body names directly (the top-level keys and the block fields), without rows and lines. */
export const EVALUATION_SAVE_FIELDS = EVALUATION_FIELDS.filter(
  (f) => !f.startsWith('rows.') && !f.startsWith('skillLines.'),
);

/** What a viewer may write, as evaluationPermissions answers it. */
export interface SideRights {
  canEditConsultantSide: boolean;
  canEditManagerSide: boolean;
}

/** May a viewer with these rights write a field of this side? */
export const maySide = (rights: SideRights, side: FieldSide): boolean =>
  side === 'both'
    ? rights.canEditConsultantSide || rights.canEditManagerSide
    : side === 'consultant'
      ? rights.canEditConsultantSide
      : rights.canEditManagerSide;

/** May a viewer with these rights write this field? */
export const mayWriteField = (rights: SideRights, field: EvaluationField): boolean => maySide(rights, sideOf(field));

/** The side that writes a field. */
export const sideOf = (field: EvaluationField): FieldSide => EVALUATION_FIELD_SIDES[field].side;

/** A field's name in a language (1 French, 2 English). */
export const fieldName = (field: EvaluationField, idLang: number): string =>
  idLang === 2 ? EVALUATION_FIELD_SIDES[field].en : EVALUATION_FIELD_SIDES[field].fr;

/**
 * The field of the map a path belongs to: the path itself or its longest prefix in the map
 * ('bilanAnnuel.consultantAppreciation.strengths' → 'bilanAnnuel.consultantAppreciation'); undefined when none.
 */
export function fieldOfPath(path: string): EvaluationField | undefined {
  let candidate = path;
  for (;;) {
    if (candidate in EVALUATION_FIELD_SIDES) return candidate as EvaluationField;
    const dot = candidate.lastIndexOf('.');
    if (dot < 0) return undefined;
    candidate = candidate.slice(0, dot);
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The map's fields a partial body names, each with its value (blocks read field by field). */
export function namedFields(body: Readonly<Record<string, unknown>>): Map<EvaluationField, unknown> {
  const named = new Map<EvaluationField, unknown>();
  const walk = (value: unknown, path: string) => {
    const field = fieldOfPath(path);
    if (field !== undefined && field.length === path.length) named.set(field, value);
    else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  for (const [key, value] of Object.entries(body)) if (value !== undefined) walk(value, key);
  return named;
}

/** Reads a field's value in an object shaped like the save body ('bilanAnnuel.commentaire' → its value). */
export function valueAt(source: unknown, field: EvaluationField): unknown {
  let value: unknown = source;
  for (const key of field.split('.')) value = isPlainObject(value) ? value[key] : undefined;
  return value;
}

/** Deep equality of JSON values (field values of a save). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return false;
}
