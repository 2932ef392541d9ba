/**
 * Annual evaluation: the rows of an evaluation — skill lines and their ratings (SkillsEvaluation/*), N+1
 * objectives (Goal), EEP languages (EEPLanguage), other actions next year (OtherActionsNextYear), training
 * wishes made from it (Training/wishTraining with idEa: the trainings module writes them through this module's
 * `trainingWishesWrite`, lib/evaluation-wishes.ts).
 *
 * Each side writes its own fields and rows (the field → side map of evaluation-sides.ts): the employee's ratings,
 * comments and languages, the manager's ratings, comments and objectives; free lines, next-year actions and training
 * wishes either side. Every write goes through the kernel's row-version gate,
 * and a row is only ever found inside the evaluation the call names (another evaluation's row is a 404).
 */
import type { z } from 'zod';
import type {
  eepLanguageBody,
  eepLanguagesReplaceBody,
  goalBody,
  otherActionBody,
  skillEvaluationBulkUpdateBody,
  skillEvaluationInsertBody,
  skillEvaluationInsertManyBody,
} from '@my-skills/shared/schemas/evaluation';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { Trx } from '../../db/types';
import { correctionColumns } from '../../lib/documents/signature';
import type { EvaluationReadRepository } from './evaluation-read.repository';
import type { EvaluationRowsRepository, NewSkillLine, SkillLineUpdate } from './evaluation-rows.repository';
import { checkOf, type EaContext, type EvaluationDetails } from './evaluation.details';
import { ownLineFields } from './evaluation.sides';
import { mayWriteField, type EvaluationField } from '@my-skills/shared/evaluation-sides';
import type { EvaluationColumns, EvaluationDocument } from './evaluation.workflow';

type Parsed<T extends z.ZodType> = z.infer<T>;

export interface EvaluationRowsServiceDeps {
  document: EvaluationDocument;
  details: EvaluationDetails;
  read: EvaluationReadRepository;
  rows: EvaluationRowsRepository;
}

const rowNotFound = () => new AppError('NOT_FOUND', 'errors.EA_ROW_NOT_FOUND');
const readOnly = () => new AppError('FORBIDDEN', 'errors.EA_READ_ONLY');

/** A new line's ratings: each side gives only its own (a new line has nothing stored to compare with). */
function assertSides(ctx: EaContext, line: Partial<SkillLineUpdate>, idLang: number) {
  ownLineFields(ctx.perms, [{ id: 0, ...line }], [], ctx.perms.seesManagerSide, idLang);
}

/** The kinds of rows, each written by the side the field → side map names. */
type RowKind = Extract<EvaluationField, `rows.${string}`>;

export function createEvaluationRowsService(deps: EvaluationRowsServiceDeps) {
  const { document, read, rows } = deps;
  const { load } = document;

  /** A write on rows of one kind of an evaluation, by a side that writes that kind, under its row version. */
  async function rowWrite<T>(
    auth: AuthContext,
    idEa: number,
    rowVersion: number,
    kind: RowKind,
    work: (trx: Trx, ctx: EaContext) => Promise<T>,
    loaded?: EaContext,
  ) {
    const ctx = loaded ?? (await load(auth, idEa));
    if (!mayWriteField(ctx.perms, kind)) throw readOnly();
    // HR's change to a validated evaluation's rows is a correction, as through Ea/save: recorded (history, audit),
    // and the signature cleared — it no longer covers the document as it reads; the reviewer signs again.
    const correction = ctx.perms.isHrCorrection;
    const r = await document.write(
      auth,
      ctx,
      rowVersion,
      async (trx) => {
        const result = await work(trx, ctx);
        if (correction) {
          await document.recordChange(trx, ctx.ea.id, ctx.ea.status, auth.personId, 'HR');
          await document.audit(auth, ctx, 'correct', kind, trx);
        }
        return result;
      },
      // corrected_by is appended in SQL (a raw expression the column's type does not name).
      correction ? (correctionColumns(auth) as unknown as EvaluationColumns) : undefined,
    );
    return { rowVersion: r.rowVersion, result: r.result, ctx };
  }

  /** The rows of an evaluation as its details answer them (the manager side hidden where it must be). */
  /** The evaluation as the viewer sees it: another person's is a read (one audit entry with Ea/details). */
  async function detailsOf(auth: AuthContext, idEa: number) {
    const ctx = await load(auth, idEa);
    const [answer] = await Promise.all([
      deps.details.buildDetails(ctx, auth.idLang),
      ctx.isOwner ? undefined : document.auditRead(auth, ctx),
    ]);
    return answer;
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
      const r = await rowWrite(auth, body.idEa, body.rowVersion, 'rows.skillLines', async (trx, ctx) => {
        assertSides(ctx, body, auth.idLang);
        const [id] = await rows.insertSkillLines(body.idEa, [newLine(body)], trx);
        return id!;
      });
      return { rowVersion: r.rowVersion, id: r.result };
    },

    /** POST /api/SkillsEvaluation/insertALot */
    async insertMany(auth: AuthContext, body: Parsed<typeof skillEvaluationInsertManyBody>) {
      const r = await rowWrite(auth, body.idEa, body.rowVersion, 'rows.skillLines', async (trx, ctx) => {
        for (const l of body.lines) assertSides(ctx, l, auth.idLang);
        return rows.insertSkillLines(body.idEa, body.lines.map(newLine), trx);
      });
      return { rowVersion: r.rowVersion, ids: r.result };
    },

    /** PUT /api/SkillsEvaluation: ratings and comments of many lines (404 when one is not this evaluation's). */
    async updateMany(auth: AuthContext, body: Parsed<typeof skillEvaluationBulkUpdateBody>) {
      const ctx = await load(auth, body.idEa);
      const { skills } = await deps.details.content(ctx.ea, auth.idLang);
      const lines = ownLineFields(ctx.perms, body.lines, skills, ctx.perms.seesManagerSide, auth.idLang);
      const r = await rowWrite(
        auth,
        body.idEa,
        body.rowVersion,
        'rows.skillLines',
        async (trx) => {
          const found = await rows.updateSkillLines(body.idEa, lines, trx);
          if (found !== lines.length) throw rowNotFound();
          return found;
        },
        ctx,
      );
      return { rowVersion: r.rowVersion, updated: r.result };
    },

    /** PUT /api/SkillsEvaluation/eaSkills?idUser=: the technical lines follow the person's current skills file. */
    async refreshTechnical(auth: AuthContext, idUser: number, body: { idEa: number; rowVersion: number }) {
      const ctx = await load(auth, body.idEa);
      if (ctx.ea.personId !== idUser) throw new AppError('NOT_FOUND', 'errors.OBJECT_NOT_FOUND');
      const { hardSkills } = await read.prefill(idUser, ctx.ea.year);
      const r = await rowWrite(
        auth,
        body.idEa,
        body.rowVersion,
        'rows.skillLines',
        (trx) => rows.syncTechnicalLines(body.idEa, hardSkills, trx),
        ctx,
      );
      return { rowVersion: r.rowVersion };
    },

    /** DELETE /api/SkillsEvaluation?id=&idEa=&rowVersion= */
    deleteLine: (auth: AuthContext, q: { id: number; idEa: number; rowVersion: number }) =>
      deleteRow(auth, q, 'rows.skillLines', rows.deleteSkillLine),

    // ── Goal ──────────────────────────────────────────────────────────────────
    /** POST /api/Goal: insert, or with id update. */
    async saveGoal(auth: AuthContext, body: Parsed<typeof goalBody>) {
      const r = await rowWrite(auth, body.idEa, body.rowVersion, 'rows.goals', async (trx) => {
        const id = await rows.upsertGoal(body.idEa, body, trx);
        if (id === undefined) throw rowNotFound();
        return id;
      });
      return { rowVersion: r.rowVersion, id: r.result };
    },
    deleteGoal: (auth: AuthContext, q: { id: number; idEa: number; rowVersion: number }) =>
      deleteRow(auth, q, 'rows.goals', rows.deleteGoal),

    // ── EEPLanguage ───────────────────────────────────────────────────────────
    languages: async (auth: AuthContext, idEa: number) => (await detailsOf(auth, idEa)).languages,
    async addLanguage(auth: AuthContext, body: Parsed<typeof eepLanguageBody>) {
      const r = await rowWrite(auth, body.idEa, body.rowVersion, 'rows.languages', (trx) =>
        rows.insertLanguage(body.idEa, body, trx),
      );
      return { rowVersion: r.rowVersion, id: r.result };
    },
    async replaceLanguages(auth: AuthContext, idEa: number, body: Parsed<typeof eepLanguagesReplaceBody>) {
      const r = await rowWrite(auth, idEa, body.rowVersion, 'rows.languages', (trx) =>
        rows.replaceLanguages(idEa, body.languages, trx),
      );
      return { rowVersion: r.rowVersion };
    },
    deleteLanguage: (auth: AuthContext, q: { id: number; idEa: number; rowVersion: number }) =>
      deleteRow(auth, q, 'rows.languages', rows.deleteLanguage),

    // ── OtherActionsNextYear ──────────────────────────────────────────────────
    otherActions: async (auth: AuthContext, idEa: number) => (await detailsOf(auth, idEa)).otherActions,
    async saveOtherAction(auth: AuthContext, body: Parsed<typeof otherActionBody>) {
      const r = await rowWrite(auth, body.idEa, body.rowVersion, 'rows.otherActions', async (trx) => {
        const id = await rows.upsertOtherAction(body.idEa, body, trx);
        if (id === undefined) throw rowNotFound();
        return id;
      });
      return { rowVersion: r.rowVersion, id: r.result };
    },
    deleteOtherAction: (auth: AuthContext, q: { id: number; idEa: number; rowVersion: number }) =>
      deleteRow(auth, q, 'rows.otherActions', rows.deleteOtherAction),

    // ── training wishes made from the evaluation (the trainings module writes them, EvaluationWishesPort) ──
    /** A write on the evaluation's training wishes: a side that writes them, under the evaluation's row version. */
    async trainingWishesWrite<T>(
      auth: AuthContext,
      idEa: number,
      rowVersion: number,
      work: (trx: Trx, evaluation: { personId: number }) => Promise<T>,
    ) {
      const r = await rowWrite(auth, idEa, rowVersion, 'rows.trainingWishes', (trx, ctx) =>
        work(trx, { personId: ctx.ea.personId }),
      );
      return { rowVersion: r.rowVersion, result: r.result };
    },
  };

  async function deleteRow(
    auth: AuthContext,
    q: { id: number; idEa: number; rowVersion: number },
    kind: RowKind,
    remove: (idEa: number, id: number, trx: Trx) => Promise<boolean>,
  ) {
    const r = await rowWrite(auth, q.idEa, q.rowVersion, kind, async (trx) => {
      if (!(await remove(q.idEa, q.id, trx))) throw rowNotFound();
    });
    return { id: q.id, rowVersion: r.rowVersion };
  }
}
export type EvaluationRowsService = ReturnType<typeof createEvaluationRowsService>;
