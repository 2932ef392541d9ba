/**
 * Annual evaluation: the rows of an evaluation — skill lines and their ratings (SkillsEvaluation/*), N+1
 * objectives (Goal), EEP languages (EEPLanguage), other actions next year (OtherActionsNextYear), training
 * wishes made from it (Training/wishTraining with request origin EEP).
 *
 * Each side writes its own ratings: the consultant's need the consultant side, the manager's the manager side
 * (evaluationPermissions); other rows need either side. Every write goes through the kernel's row-version gate,
 * and a row is only ever found inside the evaluation the call names (another evaluation's row is a 404).
 */
import type { z } from 'zod';
import type {
  eepLanguageBody,
  eepLanguagesReplaceBody,
  evaluationTrainingWishBody,
  goalBody,
  otherActionBody,
  skillEvaluationBulkUpdateBody,
  skillEvaluationInsertBody,
  skillEvaluationInsertManyBody,
} from '@my-skills/shared/schemas/evaluation';
import { TRAINING_REQUEST_ORIGINS } from '@my-skills/shared/constants';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { Trx } from '../../db/types';
import type { EvaluationReadRepository } from './evaluation-read.repository';
import type { EvaluationRowsRepository, NewSkillLine, SkillLineUpdate } from './evaluation-rows.repository';
import { checkOf, type EaContext, type EvaluationDetails } from './evaluation.details';
import type { EvaluationDocument } from './evaluation.workflow';

type Parsed<T extends z.ZodType> = z.infer<T>;
const EEP_ORIGIN = TRAINING_REQUEST_ORIGINS[0].id;

export interface EvaluationRowsServiceDeps {
  document: EvaluationDocument;
  details: EvaluationDetails;
  read: EvaluationReadRepository;
  rows: EvaluationRowsRepository;
}

const rowNotFound = () => new AppError('NOT_FOUND', 'errors.EA_ROW_NOT_FOUND');
const readOnly = () => new AppError('FORBIDDEN', 'errors.EA_READ_ONLY');

/** The sides a line's fields belong to: ratings and comments each to one side. */
function assertSides(ctx: EaContext, line: Partial<SkillLineUpdate>) {
  const consultant = line.noteConsultant !== undefined || line.commentConsultant !== undefined;
  const manager = line.noteManager !== undefined || line.commentManager !== undefined;
  if (consultant && !ctx.perms.canEditConsultantSide) throw readOnly();
  if (manager && !ctx.perms.canEditManagerSide) throw readOnly();
}

const canEditRows = (ctx: EaContext) => ctx.perms.canEditConsultantSide || ctx.perms.canEditManagerSide;

export function createEvaluationRowsService(deps: EvaluationRowsServiceDeps) {
  const { document, read, rows } = deps;
  const { load } = document;

  /** A write on the rows of an evaluation the caller may edit, under its row version. */
  async function rowWrite<T>(
    auth: AuthContext,
    idEa: number,
    rowVersion: number,
    work: (trx: Trx, ctx: EaContext) => Promise<T>,
    guard: (ctx: EaContext) => void = (ctx) => {
      if (!canEditRows(ctx)) throw readOnly();
    },
  ) {
    const ctx = await load(auth, idEa);
    guard(ctx);
    const r = await document.write(auth, ctx, rowVersion, (trx) => work(trx, ctx));
    return { rowVersion: r.rowVersion, result: r.result, ctx };
  }

  /** The rows of an evaluation as its details answer them (the manager side hidden where it must be). */
  async function detailsOf(auth: AuthContext, idEa: number) {
    const ctx = await load(auth, idEa);
    return deps.details.buildDetails(ctx, auth.idLang);
  }

  const newLine = (l: {
    idType: number;
    idCriterion: number | null;
    label: string;
    noteConsultant?: number | null;
    noteManager?: number | null;
    commentConsultant?: string;
    commentManager?: string;
  }): NewSkillLine => ({ ...l, idSkill: null });

  return {
    // ── SkillsEvaluation ──────────────────────────────────────────────────────
    /** GET /api/SkillsEvaluation/eaSkills: every line; /technique: the technical ones. */
    async lines(auth: AuthContext, idEa: number, technicalOnly = false) {
      const { skills } = await detailsOf(auth, idEa);
      return technicalOnly ? skills.filter((s) => s.idType === 1) : skills;
    },

    /** GET /api/SkillsEvaluation/globalSkillsSummary */
    summary: async (auth: AuthContext, idEa: number) => (await detailsOf(auth, idEa)).summary,

    /** GET /api/SkillsEvaluation/checkData: what the caller's next step still needs. */
    async check(auth: AuthContext, idEa: number) {
      const ctx = await load(auth, idEa);
      const rowsOf = await deps.details.content(ctx.ea, auth.idLang);
      return checkOf(ctx.ea, rowsOf, ctx.perms.side ?? 'manager', auth.idLang);
    },

    /** POST /api/SkillsEvaluation/insert */
    async insert(auth: AuthContext, body: Parsed<typeof skillEvaluationInsertBody>) {
      const r = await rowWrite(auth, body.idEa, body.rowVersion, async (trx, ctx) => {
        assertSides(ctx, body);
        const [id] = await rows.insertSkillLines(body.idEa, [newLine(body)], trx);
        return id!;
      });
      return { rowVersion: r.rowVersion, id: r.result };
    },

    /** POST /api/SkillsEvaluation/insertALot */
    async insertMany(auth: AuthContext, body: Parsed<typeof skillEvaluationInsertManyBody>) {
      const r = await rowWrite(auth, body.idEa, body.rowVersion, async (trx, ctx) => {
        for (const l of body.lines) assertSides(ctx, l);
        return rows.insertSkillLines(body.idEa, body.lines.map(newLine), trx);
      });
      return { rowVersion: r.rowVersion, ids: r.result };
    },

    /** PUT /api/SkillsEvaluation: ratings and comments of many lines (404 when one is not this evaluation's). */
    async updateMany(auth: AuthContext, body: Parsed<typeof skillEvaluationBulkUpdateBody>) {
      const r = await rowWrite(auth, body.idEa, body.rowVersion, async (trx, ctx) => {
        for (const l of body.lines) assertSides(ctx, l);
        const found = await rows.updateSkillLines(body.idEa, body.lines, trx);
        if (found !== body.lines.length) throw rowNotFound();
        return found;
      });
      return { rowVersion: r.rowVersion, updated: r.result };
    },

    /** PUT /api/SkillsEvaluation/eaSkills?idUser=: the technical lines follow the person's current skills file. */
    async refreshTechnical(auth: AuthContext, idUser: number, body: { idEa: number; rowVersion: number }) {
      const ctx = await load(auth, body.idEa);
      if (ctx.ea.personId !== idUser) throw new AppError('NOT_FOUND', 'errors.OBJECT_NOT_FOUND');
      const { hardSkills } = await read.prefill(idUser, ctx.ea.year);
      const r = await rowWrite(auth, body.idEa, body.rowVersion, (trx) =>
        rows.syncTechnicalLines(body.idEa, hardSkills, trx),
      );
      return { rowVersion: r.rowVersion };
    },

    /** DELETE /api/SkillsEvaluation?id=&idEa=&rowVersion= */
    deleteLine: (auth: AuthContext, q: { id: number; idEa: number; rowVersion: number }) =>
      deleteRow(auth, q, rows.deleteSkillLine),

    // ── Goal ──────────────────────────────────────────────────────────────────
    /** POST /api/Goal: insert, or with id update. */
    async saveGoal(auth: AuthContext, body: Parsed<typeof goalBody>) {
      const r = await rowWrite(auth, body.idEa, body.rowVersion, async (trx) => {
        const id = await rows.upsertGoal(body.idEa, body, trx);
        if (id === undefined) throw rowNotFound();
        return id;
      });
      return { rowVersion: r.rowVersion, id: r.result };
    },
    deleteGoal: (auth: AuthContext, q: { id: number; idEa: number; rowVersion: number }) =>
      deleteRow(auth, q, rows.deleteGoal),

    // ── EEPLanguage ───────────────────────────────────────────────────────────
    languages: async (auth: AuthContext, idEa: number) => (await detailsOf(auth, idEa)).languages,
    async addLanguage(auth: AuthContext, body: Parsed<typeof eepLanguageBody>) {
      const r = await rowWrite(auth, body.idEa, body.rowVersion, (trx) => rows.insertLanguage(body.idEa, body, trx));
      return { rowVersion: r.rowVersion, id: r.result };
    },
    async replaceLanguages(auth: AuthContext, idEa: number, body: Parsed<typeof eepLanguagesReplaceBody>) {
      const r = await rowWrite(auth, idEa, body.rowVersion, (trx) => rows.replaceLanguages(idEa, body.languages, trx));
      return { rowVersion: r.rowVersion };
    },
    deleteLanguage: (auth: AuthContext, q: { id: number; idEa: number; rowVersion: number }) =>
      deleteRow(auth, q, rows.deleteLanguage),

    // ── OtherActionsNextYear ──────────────────────────────────────────────────
    otherActions: async (auth: AuthContext, idEa: number) => (await detailsOf(auth, idEa)).otherActions,
    async saveOtherAction(auth: AuthContext, body: Parsed<typeof otherActionBody>) {
      const r = await rowWrite(auth, body.idEa, body.rowVersion, async (trx) => {
        const id = await rows.upsertOtherAction(body.idEa, body, trx);
        if (id === undefined) throw rowNotFound();
        return id;
      });
      return { rowVersion: r.rowVersion, id: r.result };
    },
    deleteOtherAction: (auth: AuthContext, q: { id: number; idEa: number; rowVersion: number }) =>
      deleteRow(auth, q, rows.deleteOtherAction),

    // ── training wishes made from the evaluation ──────────────────────────────
    async saveTrainingWish(auth: AuthContext, body: Parsed<typeof evaluationTrainingWishBody>) {
      const r = await rowWrite(auth, body.idEa, body.rowVersion, async (trx, ctx) => {
        const id = await rows.upsertTrainingWish(
          { ...body, personId: ctx.ea.personId, requestOrigin: EEP_ORIGIN, by: auth.personId },
          trx,
        );
        if (id === undefined) throw rowNotFound();
        return id;
      });
      return { rowVersion: r.rowVersion, id: r.result };
    },
    deleteTrainingWish: (auth: AuthContext, q: { id: number; idEa: number; rowVersion: number }) =>
      deleteRow(auth, q, rows.deleteTrainingWish),
  };

  async function deleteRow(
    auth: AuthContext,
    q: { id: number; idEa: number; rowVersion: number },
    remove: (idEa: number, id: number, trx: Trx) => Promise<boolean>,
  ) {
    const r = await rowWrite(auth, q.idEa, q.rowVersion, async (trx) => {
      if (!(await remove(q.idEa, q.id, trx))) throw rowNotFound();
    });
    return { id: q.id, rowVersion: r.rowVersion };
  }
}
export type EvaluationRowsService = ReturnType<typeof createEvaluationRowsService>;
