/**
 * Annual evaluation: how an evaluation reads — the whole `Ea/details` answer with the viewer's permissions, the
 * check of the viewer's next step, the per-type summary, and the manager side hidden from the owner until the
 * evaluation is validated (decision 015).
 */
import { createContentCache } from '../../lib/documents/content-cache';
import { EA_STATUS_LABELS, TRAINING_STATUSES, TRAINING_TYPES } from '@my-skills/shared/constants';
import {
  EVALUATION_SECTIONS,
  SKILL_EVALUATION_TYPES,
  missingEvaluationData,
  missingFieldName,
  missingSections,
  sectionOfMissing,
  skillsSummary,
  type EvaluationPermissionSet,
  type EvaluationSide,
} from '@my-skills/shared/evaluation-rules';
import {
  bilanAnnuelInput,
  cadreEntretienInput,
  evolutionProfessionnelleInput,
} from '@my-skills/shared/schemas/evaluation';
import type { EaDetails, EvaluationCheck } from '@my-skills/shared/schemas/evaluation-details';
import type { ObjectState } from '@my-skills/shared/schemas/exchanges';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { historyAnswer, iso, personRef, reviewPermissionsAnswer } from '../../lib/documents/display';
import { statusNamer } from '../../lib/documents/status-names';
import type { LoadedEvaluation } from './evaluation.repository';
import type { EvaluationContentRow, EvaluationReadRepository, EvaluationRow } from './evaluation-read.repository';

/** A loaded evaluation and what the viewer may do with it. */
export interface EaContext {
  ea: LoadedEvaluation;
  /** The viewer is the evaluated person. */
  isOwner: boolean;
  perms: EvaluationPermissionSet;
}

export const eaStatusName = statusNamer(EA_STATUS_LABELS);
const typeName = (idType: number, idLang: number) => {
  const t = SKILL_EVALUATION_TYPES.find((x) => x.id === idType);
  return t ? pickLanguage(idLang, t) : String(idType);
};
const labelOf = (list: readonly { id: number; fr: string; en: string }[], id: number, idLang: number) => {
  const item = list.find((x) => x.id === id);
  return item ? pickLanguage(idLang, item) : '';
};

/** Today as 'YYYY-MM-DD' (UTC). */
export const today = (now: Date) => now.toISOString().slice(0, 10);

/** The evaluation's check for one side: what is missing, by field and by section. */
export function checkOf(
  row: Pick<EvaluationRow, 'cadreEntretien' | 'bilanAnnuel' | 'evolution' | 'isDcUpToDate'>,
  content: Pick<EvaluationContentRow, 'skills' | 'goals' | 'trainingReviews' | 'languages'>,
  side: EvaluationSide,
  idLang: number,
): EvaluationCheck {
  const cadre = cadreEntretienInput.parse(row.cadreEntretien);
  const bilan = bilanAnnuelInput.parse(row.bilanAnnuel);
  const evolution = evolutionProfessionnelleInput.parse(row.evolution);
  const missing = missingEvaluationData(
    {
      isDCUpToDate: row.isDcUpToDate,
      mobility: evolution.mobility,
      dateEntretienN: cadre.dateEntretienN,
      evaluationPerformance: bilan.evaluationPerformance,
      skills: content.skills.map((s) => ({ ...s, idType: s.idType as 1 | 2 | 3 | 4 | 5 })),
      trainings: content.trainingReviews,
      goals: content.goals,
      languages: content.languages,
    },
    side,
  );
  const sections = missingSections(missing).map((key) => ({
    key,
    name: pickLanguage(
      idLang,
      EVALUATION_SECTIONS.find((s) => s.key === key)!,
    ),
  }));
  const names = {
    lineLabel: (id: number) => content.skills.find((l) => l.id === id)?.label,
    trainingName: (id: number) => content.trainingReviews.find((t) => t.id === id)?.name,
  };
  const order = EVALUATION_SECTIONS.map((s) => s.key as string);
  const fields = missing
    .map((key) => ({ key, section: sectionOfMissing(key), name: missingFieldName(key, idLang, names) }))
    .sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
  return { ok: missing.length === 0, side, missing, sections, fields };
}

export function createEvaluationDetails(deps: {
  read: EvaluationReadRepository;
  delivery: (ctx: EaContext) => Promise<ObjectState | null>;
  now: () => Date;
}) {
  const { read, now } = deps;

  /**
   * An evaluation's rows by (evaluation, its row version, last year's row version, language): every write of the
   * evaluation or its rows bumps its row version (last year's objectives reviewed here too), so an entry is never
   * stale for them, in any process. Names of criteria and catalogue skills come from elsewhere: `catalogueChanged`
   * (wired to the catalogue’s changes, in every process) drops everything; the cache’s TTL bounds what no
   * notification covers (a person's name in the history, a criterion renamed in the database).
   */
  const contentCache = createContentCache<EvaluationContentRow>();
  const content = (ea: LoadedEvaluation, idLang: number): Promise<EvaluationContentRow> =>
    contentCache.get(`${ea.id}:${ea.rowVersion}:${ea.lastYearRowVersion ?? 0}:${idLang}`, () =>
      read.content(ea.id, ea.personId, ea.year, idLang),
    );

  /** The evaluation as `Ea/details` answers it, in the viewer's language `idLang`. */
  async function buildDetails(ctx: EaContext, idLang: number): Promise<EaDetails> {
    const { ea, perms } = ctx;
    const row = ea;
    const [rows, delivery] = await Promise.all([content(ea, idLang), deps.delivery(ctx)]);
    const hide = !perms.seesManagerSide;
    const cadre = cadreEntretienInput.parse(row.cadreEntretien);
    const bilan = bilanAnnuelInput.parse(row.bilanAnnuel);
    const skills = rows.skills.map((s) => ({
      ...s,
      typeName: typeName(s.idType, idLang),
      noteManager: hide ? null : s.noteManager,
      commentManager: hide ? '' : s.commentManager,
    }));
    const summary = skillsSummary(skills.map((s) => ({ ...s, idType: s.idType as 1 | 2 | 3 | 4 | 5 }))).map((r) => ({
      ...r,
      typeName: typeName(r.idType, idLang),
    }));
    const side = perms.side ?? 'manager';
    const deadline = ea.deadline;
    const open = ea.status !== 3 && ea.year === now().getUTCFullYear();
    return {
      id: ea.id,
      idUser: ea.personId,
      year: ea.year,
      idLang: row.idLang,
      status: row.status,
      statusName: eaStatusName(row.status, idLang),
      rowVersion: row.rowVersion,
      person: {
        firstName: ea.firstName,
        lastName: ea.lastName,
        reference: ea.reference,
        manager: personRef(ea.managerId, ea.managerFirstName, ea.managerLastName),
      },
      deadline: open ? deadline : null,
      isLate: open && deadline !== null && deadline < today(now()),
      hasSkillsFile: ea.hasSkillsFile,
      cadreEntretien: cadre,
      bilanAnnuel: hide
        ? {
            ...bilan,
            managerAppreciation: { contributions: '', strengths: '', weaknesses: '' },
            evaluationPerformance: null,
            commentaire: '',
          }
        : bilan,
      evolutionProfessionnelle: evolutionProfessionnelleInput.parse(row.evolution),
      synthese: hide ? '' : row.synthese,
      cpfHours: row.cpfHours,
      cpfDate: row.cpfDate,
      cpfIsOkTraining: row.cpfIsOkTraining,
      commentTrainingRequest: row.commentTrainingRequest,
      isDCUpToDate: row.isDcUpToDate,
      skills,
      summary,
      goals: rows.goals,
      lastYearGoals: rows.lastYearGoals,
      languages: rows.languages,
      otherActions: rows.otherActions,
      trainingReviews: rows.trainingReviews,
      trainingWishes: rows.trainingWishes.map((w) => ({
        ...w,
        typeName: labelOf(TRAINING_TYPES, w.type, idLang),
        statusName: labelOf(TRAINING_STATUSES, w.status, idLang),
      })),
      createdAt: iso(row.createdAt)!,
      updatedAt: iso(row.updatedAt)!,
      updatedBy:
        row.updatedById !== null && row.updatedByName ? { id: row.updatedById, name: row.updatedByName } : null,
      submittedAt: iso(row.submittedAt),
      validatedAt: iso(row.validatedAt),
      signature:
        row.signedById !== null && row.signedAt && row.documentHash
          ? {
              signedBy: { id: row.signedById, name: row.signedByName ?? '' },
              signedAt: iso(row.signedAt)!,
              documentHash: row.documentHash,
            }
          : null,
      correctedByHr: row.correctedByHr,
      history: historyAnswer(rows.history, eaStatusName, idLang),
      permissions: reviewPermissionsAnswer({ isOwner: ctx.isOwner, managesOwner: ea.managesOwner }, perms),
      check: checkOf(row, rows, side, idLang),
      delivery,
    };
  }

  return {
    buildDetails,
    /** The evaluation's rows (cached), for checks and documents. */
    content,
    /** The catalogue changed (here or in another process): cached rows may show old names. */
    catalogueChanged: () => contentCache.clear(),
  };
}
export type EvaluationDetails = ReturnType<typeof createEvaluationDetails>;
