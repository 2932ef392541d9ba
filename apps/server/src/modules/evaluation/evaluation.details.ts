/**
 * Annual evaluation: how an evaluation reads — the whole `Ea/details` answer with the viewer's permissions, the
 * check of the viewer's next step, the per-type summary, and the manager side hidden from the owner until the
 * evaluation is validated (decision 015).
 */
import { EA_STATUS_LABELS, TRAINING_STATUSES, TRAINING_TYPES } from '@my-skills/shared/constants';
import {
  EVALUATION_SECTIONS,
  SKILL_EVALUATION_TYPES,
  missingEvaluationData,
  missingSections,
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
import { iso, personRef } from '../../lib/documents/display';
import type { LoadedEvaluation } from './evaluation.repository';
import type { EvaluationContentRow, EvaluationReadRepository, EvaluationRow } from './evaluation-read.repository';

/** A loaded evaluation and what the viewer may do with it. */
export interface EaContext {
  ea: LoadedEvaluation;
  /** The viewer is the evaluated person. */
  isOwner: boolean;
  perms: EvaluationPermissionSet;
}

export const eaStatusName = (status: number, idLang: number) => {
  const label = EA_STATUS_LABELS[status as keyof typeof EA_STATUS_LABELS];
  return label ? pickLanguage(idLang, label) : String(status);
};
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
  content: Pick<EvaluationContentRow, 'skills' | 'goals' | 'trainingReviews'>,
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
  return { ok: missing.length === 0, side, missing, sections };
}

export function createEvaluationDetails(deps: {
  read: EvaluationReadRepository;
  delivery: (ctx: EaContext) => Promise<ObjectState | null>;
  now: () => Date;
}) {
  const { read, now } = deps;

  /** The evaluation as `Ea/details` answers it, in the viewer's language `idLang`. */
  async function buildDetails(ctx: EaContext, idLang: number): Promise<EaDetails> {
    const { ea, perms } = ctx;
    const [row, content, delivery] = await Promise.all([
      read.byId(ea.id),
      read.content(ea.id, ea.personId, ea.year, idLang),
      deps.delivery(ctx),
    ]);
    if (!row) throw new Error(`evaluation ${ea.id} vanished`);
    const hide = !perms.seesManagerSide;
    const cadre = cadreEntretienInput.parse(row.cadreEntretien);
    const bilan = bilanAnnuelInput.parse(row.bilanAnnuel);
    const skills = content.skills.map((s) => ({
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
      hasSkillsFile: (await read.prefill(ea.personId, ea.year)).skillsFileId !== null,
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
      goals: content.goals,
      lastYearGoals: content.lastYearGoals,
      languages: content.languages,
      otherActions: content.otherActions,
      trainingReviews: content.trainingReviews,
      trainingWishes: content.trainingWishes.map((w) => ({
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
      history: content.history.map((h) => ({
        id: h.id,
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        toStatusName: eaStatusName(h.toStatus, idLang),
        changedBy: personRef(h.changedById, h.firstName, h.lastName),
        changedAt: iso(h.changedAt)!,
        comment: h.comment,
      })),
      permissions: {
        isOwner: ctx.isOwner,
        managesOwner: ea.managesOwner,
        side: perms.side,
        canEditConsultantSide: perms.canEditConsultantSide,
        canEditManagerSide: perms.canEditManagerSide,
        seesManagerSide: perms.seesManagerSide,
        canSubmit: perms.canSubmit,
        canValidate: perms.canValidate,
        canResendToDraft: perms.canResendToDraft,
        canResendBoond: perms.canResendBoond,
        canExport: perms.canExport,
      },
      check: checkOf(row, content, side, idLang),
      delivery,
    };
  }

  return { buildDetails };
}
export type EvaluationDetails = ReturnType<typeof createEvaluationDetails>;
