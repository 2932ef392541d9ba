/**
 * Training and certification wishes (Training/*): one record whether made in an evaluation (origin EEP, under the
 * evaluation's rules through EvaluationWishesPort) or entered by a manager or HR; a document of the kernel
 * (trainings.document.ts) for its access, history, status and delivery.
 *
 * - wishTraining (POST, DELETE): the wish itself. From the evaluation only while in progress.
 * - insertTraining: HR (or a manager over the person) registers the training: organism, scheme, dates, hours, cost,
 *   validation — what the Boond action then says.
 * - trainingReport: after a processed training, what was attended and done, the person's feedback and rating.
 * - certificationAchieved: the certification obtained (a Certification wish), proposed to the person's skills file
 *   in the same transaction (SkillsFileProposalsPort); undone: the pending proposal withdrawn.
 */
import {
  TRAINING_CONTEXTS,
  TRAINING_NATURES,
  TRAINING_REQUEST_ORIGINS,
  TRAINING_SCHEMES,
  TRAINING_TYPES,
} from '@my-skills/shared/constants';
import { can } from '@my-skills/shared/roles';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { canManageTraining, TRAINING_ACTIONS_BY_STATUS, TRAINING_STATUS } from '@my-skills/shared/trainings-rules';
import type {
  CertificationAchievedBody,
  InsertTrainingBody,
  TrainingReportBody,
  TrainingStatusBody,
  TrainingWish,
  WishTrainingBody,
} from '@my-skills/shared/schemas/trainings';
import type { Trx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentKernel } from '../../lib/documents/kernel';
import { iso } from '../../lib/documents/display';
import type { EvaluationWishesPort } from '../../lib/evaluation-wishes';
import type { SkillsFileProposalsPort } from '../../lib/skills-file-proposals';
import type { FileAccess } from '../people/file-access';
import { trainingStatusName, type TrainingWishHandle, type WishDoc } from './trainings.document';
import type { TrainingsRepository, WishFields } from './trainings.repository';

const EEP_ORIGIN = TRAINING_REQUEST_ORIGINS[0].id;
const MANAGER_ORIGIN = TRAINING_REQUEST_ORIGINS[3].id;
const CERTIFICATION_TYPE = TRAINING_TYPES[0].id;

type Labelled = readonly { id: number; fr: string; en: string }[];
/** An enumeration's id with its name in a language (null when unset or unknown). */
export const labelOf = (values: Labelled, id: number | null, idLang: number) => {
  const v = id === null ? undefined : values.find((x) => x.id === id);
  return v ? { id: v.id, name: pickLanguage(idLang, v) } : null;
};
const statusOf = (status: number, idLang: number) => ({ id: status, name: trainingStatusName(status, idLang) });
export const money = (value: string | null) => (value === null ? null : Number(value));

export interface TrainingsServiceDeps {
  kernel: DocumentKernel;
  document: TrainingWishHandle;
  repository: TrainingsRepository;
  fileAccess: FileAccess;
  evaluationWishes: EvaluationWishesPort;
  proposals: SkillsFileProposalsPort;
  now: () => Date;
}

const notFound = () => new AppError('NOT_FOUND', 'errors.TRAINING_NOT_FOUND');
const fieldsOf = (b: WishTrainingBody): WishFields => ({
  type: b.type,
  title: b.title,
  nature: b.nature,
  context: b.context,
  organism: b.organism,
  desiredDate: b.desiredDate,
  durationHours: b.durationHours,
  comment: b.comment,
});

export function createTrainingsService(deps: TrainingsServiceDeps) {
  const { document, repository: repo } = deps;

  /** The wish, for a change by someone who manages it (403), not cancelled (422). */
  async function managed(auth: AuthContext, id: number): Promise<WishDoc> {
    const doc = await document.load(auth, id);
    if (!doc.mayManage) throw new AppError('FORBIDDEN');
    if (doc.row.status === TRAINING_STATUS.CANCELLED) throw new AppError('BUSINESS_RULE', 'errors.TRAINING_CANCELLED');
    return doc;
  }

  /** 404 unknown person, 403 unless the caller manages the person's wishes. */
  async function assertMayEnterFor(auth: AuthContext, personId: number) {
    const relation = await deps.fileAccess.relationTo(auth, personId);
    const visible = relation.isOwner || relation.managesOwner || can(auth, 'people:seeAll');
    if (!canManageTraining(auth, { isOwner: relation.isOwner, visible })) throw new AppError('FORBIDDEN');
  }

  /** From the evaluation: the wish must be that evaluation's and still in progress. */
  async function assertEvaluationWish(trx: Trx, id: number, idEa: number) {
    const row = await repo.lock(trx, id);
    if (!row || row.evaluationId !== idEa) throw new AppError('NOT_FOUND', 'errors.TRAINING_NOT_OF_EVALUATION');
    if (row.status !== TRAINING_STATUS.IN_PROGRESS)
      throw new AppError('BUSINESS_RULE', 'errors.TRAINING_NOT_IN_PROGRESS');
  }

  return {
    /** GET /api/Training/trainingById */
    async byId(auth: AuthContext, id: number): Promise<TrainingWish> {
      const doc = await document.load(auth, id);
      const w = doc.row;
      const l = auth.idLang;
      // A read of another person's wish is audited (once per reader within a few minutes), beside the answer.
      const [attachments, history, delivery] = await Promise.all([
        repo.attachments(id),
        repo.history(id),
        document.delivery(doc),
        doc.isOwner ? undefined : document.auditRead(auth, doc),
      ]);
      return {
        id: w.id,
        idUser: w.personId,
        personName: w.personName,
        idEa: w.evaluationId,
        rowVersion: w.rowVersion,
        type: labelOf(TRAINING_TYPES, w.type, l),
        title: w.title,
        status: statusOf(w.status, l),
        context: labelOf(TRAINING_CONTEXTS, w.context, l),
        nature: labelOf(TRAINING_NATURES, w.nature, l),
        requestOrigin: labelOf(TRAINING_REQUEST_ORIGINS, w.requestOrigin, l),
        scheme: labelOf(TRAINING_SCHEMES, w.scheme, l),
        organism: w.organism,
        desiredDate: w.desiredDate,
        startDate: w.startDate,
        endDate: w.endDate,
        durationHours: w.durationHours,
        costExclTax: money(w.costExclTax),
        validation: w.validation,
        comment: w.comment,
        enteredBy: w.createdBy === null ? null : { id: w.createdBy, name: w.createdByName ?? '' },
        createdAt: iso(w.createdAt)!,
        gap:
          w.gapNameFr === null || w.gapLevelTo === null
            ? null
            : {
                name: pickLanguage(l, { fr: w.gapNameFr, en: w.gapNameEn ?? w.gapNameFr }),
                levelFrom: w.gapLevelFrom ?? 0,
                levelTo: w.gapLevelTo,
              },
        certification: {
          obtained: w.certificationObtained,
          obtainedDate: w.certificationDate,
          expiryDate: w.certificationExpiry,
          name: w.certificationName,
        },
        report:
          w.reportedAt === null
            ? null
            : {
                attended: w.reportAttended,
                hoursAttended: w.reportHours,
                content: w.reportContent,
                feedback: w.reportFeedback,
                rating: w.reportRating,
                reportedAt: iso(w.reportedAt)!,
              },
        attachments: attachments.map((a) => ({ ...a, createdAt: iso(a.createdAt)! })),
        history: history.map((h) => ({ ...h, at: iso(h.at)! })),
        delivery: delivery
          ? {
              state: delivery.state,
              lastError:
                delivery.messages
                  .map((m) => m.lastError)
                  .filter((e) => e !== null)
                  .map((e) => [e.status, e.code, e.detail].filter(Boolean).join(' '))[0] ?? null,
            }
          : null,
        rights: {
          edit: doc.mayManage && w.status !== TRAINING_STATUS.CANCELLED,
          manage: doc.mayManage,
          actions: doc.mayManage ? [...(TRAINING_ACTIONS_BY_STATUS[w.status] ?? [])] : [],
        },
      };
    },

    /** POST /api/Training/wishTraining: insert, or with id update; with idEa from the evaluation. */
    async save(auth: AuthContext, body: WishTrainingBody): Promise<{ id: number; rowVersion: number }> {
      const fields = fieldsOf(body);
      if (body.idEa !== undefined) {
        const idEa = body.idEa;
        const r = await deps.evaluationWishes.write(auth, idEa, body.rowVersion, async (trx, ea) => {
          if (body.idUser !== undefined && body.idUser !== ea.personId) throw notFound();
          if (body.id !== undefined) {
            await assertEvaluationWish(trx, body.id, idEa);
            await repo.updateFromEvaluation(trx, body.id, idEa, fields, auth.personId);
            return body.id;
          }
          const id = await repo.insert(trx, {
            ...fields,
            personId: ea.personId,
            evaluationId: idEa,
            requestOrigin: EEP_ORIGIN,
            by: auth.personId,
          });
          await document.recordCreation(trx, id, TRAINING_STATUS.IN_PROGRESS, auth.personId);
          return id;
        });
        return { id: r.result, rowVersion: r.rowVersion };
      }
      if (body.id !== undefined) {
        const doc = await managed(auth, body.id);
        if (body.idUser !== undefined && body.idUser !== doc.row.personId) throw notFound();
        const r = await document.write(auth, doc, body.rowVersion, async () => undefined, {
          type: fields.type,
          title: fields.title,
          nature: fields.nature,
          context: fields.context,
          organism: fields.organism,
          desired_date: fields.desiredDate,
          duration_hours: fields.durationHours,
          comment: fields.comment,
          ...(body.requestOrigin ? { request_origin: body.requestOrigin } : {}),
        });
        return { id: body.id, rowVersion: r.rowVersion };
      }
      const personId = body.idUser!;
      await assertMayEnterFor(auth, personId);
      const id = await deps.kernel.transaction(async (trx) => {
        const created = await repo.insert(trx, {
          ...fields,
          personId,
          evaluationId: null,
          requestOrigin: body.requestOrigin ?? MANAGER_ORIGIN,
          by: auth.personId,
        });
        await document.recordCreation(trx, created, TRAINING_STATUS.IN_PROGRESS, auth.personId);
        return created;
      });
      return { id, rowVersion: 1 };
    },

    /** DELETE /api/Training/wishTraining: a wish in progress (from the evaluation: one of its own). */
    async remove(auth: AuthContext, q: { id: number; idEa?: number; rowVersion: number }) {
      if (q.idEa !== undefined) {
        const idEa = q.idEa;
        const r = await deps.evaluationWishes.write(auth, idEa, q.rowVersion, async (trx) => {
          await assertEvaluationWish(trx, q.id, idEa);
          await repo.delete(trx, q.id);
        });
        return { id: q.id, rowVersion: r.rowVersion };
      }
      const doc = await managed(auth, q.id);
      if (doc.row.status !== TRAINING_STATUS.IN_PROGRESS)
        throw new AppError('BUSINESS_RULE', 'errors.TRAINING_NOT_IN_PROGRESS');
      const r = await document.write(auth, doc, q.rowVersion, (trx) => repo.delete(trx, q.id));
      return { id: q.id, rowVersion: r.rowVersion };
    },

    /** POST /api/Training/insertTraining?id: the training registered. */
    async registerTraining(auth: AuthContext, id: number, body: InsertTrainingBody) {
      const doc = await managed(auth, id);
      const r = await document.write(auth, doc, body.rowVersion, async () => undefined, {
        organism: body.organism,
        scheme: body.scheme,
        start_date: body.startDate,
        end_date: body.endDate,
        duration_hours: body.durationHours,
        cost_excl_tax: body.costExclTax,
        validation: body.validation,
      });
      return { id, rowVersion: r.rowVersion };
    },

    /** PUT /api/Training/trainingReport?id: after a processed training. */
    async report(auth: AuthContext, id: number, body: TrainingReportBody) {
      const doc = await managed(auth, id);
      if (doc.row.status !== TRAINING_STATUS.PROCESSED)
        throw new AppError('BUSINESS_RULE', 'errors.TRAINING_NOT_PROCESSED');
      const r = await document.write(auth, doc, body.rowVersion, async () => undefined, {
        report_attended: body.attended,
        report_hours: body.hoursAttended,
        report_content: body.content,
        report_feedback: body.feedback,
        report_rating: body.rating,
        reported_at: deps.now(),
        reported_by: auth.personId,
      });
      return { id, rowVersion: r.rowVersion };
    },

    /** PUT /api/Training/certificationAchieved?id: obtained (proposed to the skills file) or undone (withdrawn). */
    async certification(auth: AuthContext, id: number, body: CertificationAchievedBody) {
      const doc = await managed(auth, id);
      const w = doc.row;
      if (w.type !== CERTIFICATION_TYPE) throw new AppError('BUSINESS_RULE', 'errors.TRAINING_NOT_CERTIFICATION');
      const source = { type: 'training' as const, id };
      const name = body.name || w.title;
      const organism = body.organism || w.organism;
      const r = await document.write(
        auth,
        doc,
        body.rowVersion,
        async (trx) => {
          if (!body.obtained) return deps.proposals.withdraw(trx, source);
          return deps.proposals.proposeCertification(trx, {
            personId: w.personId,
            source,
            name,
            organism,
            obtainedDate: body.obtainedDate,
            expiryDate: body.expiryDate,
            createdBy: auth.personId,
          });
        },
        body.obtained
          ? {
              certification_obtained: true,
              certification_date: body.obtainedDate,
              certification_expiry: body.expiryDate,
              certification_name: name,
              organism,
            }
          : {
              certification_obtained: false,
              certification_date: null,
              certification_expiry: null,
              certification_name: '',
            },
      );
      return { id, rowVersion: r.rowVersion };
    },

    /** PUT /api/Training/status: the kernel's transition (process sends it to BoondManager). */
    async changeStatus(auth: AuthContext, body: TrainingStatusBody) {
      const { messageKey, ...r } = await deps.kernel.changeStatus(auth, 'training', body.id, body);
      return { result: { id: r.id, status: r.status, rowVersion: r.rowVersion }, messageKey };
    },

    /** For File/save, DELETE File and File/download of a wish's files: who may change or read them. */
    attachmentAccess: {
      async assertMayAttach(auth: AuthContext, wishId: number) {
        const doc = await managed(auth, wishId);
        return { ownerId: doc.row.personId };
      },
      async assertMayRead(auth: AuthContext, wishId: number) {
        const doc = await document.load(auth, wishId);
        return { ownerId: doc.row.personId };
      },
    },
  };
}
export type TrainingsService = ReturnType<typeof createTrainingsService>;
