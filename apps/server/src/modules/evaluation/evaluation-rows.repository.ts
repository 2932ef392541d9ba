/**
 * Annual evaluation: the writes of an evaluation's rows (skill lines, objectives and their review, EEP languages,
 * next-year actions, training reviews, training wishes made from it) and of the evaluation itself (a new draft,
 * the signature). Every row write is scoped by the evaluation's id, so a row of another evaluation is never
 * touched (0 rows: the service answers 404). They run inside the document kernel's write, which bumps the
 * evaluation's row version in the same transaction.
 */
import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/types';

export interface NewSkillLine {
  idType: number;
  idCriterion: number | null;
  idSkill: number | null;
  label: string;
  skillsFileLevel?: number;
  noteConsultant?: number | null;
  noteManager?: number | null;
  commentConsultant?: string;
  commentManager?: string;
  sortOrder?: number;
}

export interface SkillLineUpdate {
  id: number;
  noteConsultant?: number | null;
  noteManager?: number | null;
  commentConsultant?: string;
  commentManager?: string;
}

export interface NewEvaluation {
  personId: number;
  year: number;
  idLang: number;
  createdBy: number;
  cadreEntretien: Record<string, unknown>;
  interviewDate: string | null;
}

const skillLineValues = (idEa: number, l: NewSkillLine) => ({
  evaluation_id: idEa,
  id_type: l.idType,
  id_criterion: l.idCriterion,
  id_skill: l.idSkill,
  label: l.label,
  skills_file_level: l.skillsFileLevel ?? 0,
  note_consultant: l.noteConsultant ?? null,
  note_manager: l.noteManager ?? null,
  comment_consultant: l.commentConsultant ?? '',
  comment_manager: l.commentManager ?? '',
  sort_order: l.sortOrder ?? 0,
});

/** Deletes one row of an evaluation; false when it is not a row of that evaluation. */
async function deleteRowOf(
  q: Queryable,
  table: 'evaluation_skill' | 'evaluation_goal' | 'evaluation_language' | 'evaluation_other_action',
  idEa: number,
  id: number,
): Promise<boolean> {
  const res = await q.deleteFrom(table).where('id', '=', id).where('evaluation_id', '=', idEa).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export function createEvaluationRowsRepository(db: Db) {
  return {
    /** A new draft; its status history starts with the creation. */
    async insertDraft(e: NewEvaluation, q: Queryable = db): Promise<number> {
      const { id } = await q
        .insertInto('evaluation')
        .values({
          person_id: e.personId,
          year: e.year,
          id_lang: e.idLang,
          cadre_entretien: JSON.stringify(e.cadreEntretien),
          interview_date: e.interviewDate,
          created_by: e.createdBy,
          updated_by: e.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    // ── skill lines ───────────────────────────────────────────────────────────
    async insertSkillLines(idEa: number, lines: readonly NewSkillLine[], q: Queryable = db): Promise<number[]> {
      if (lines.length === 0) return [];
      const rows = await q
        .insertInto('evaluation_skill')
        .values(lines.map((l) => skillLineValues(idEa, l)))
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * Updates the given fields of lines of this evaluation in one statement (a field left out keeps its value);
     * answers how many lines were found.
     */
    async updateSkillLines(idEa: number, lines: readonly SkillLineUpdate[], q: Queryable = db): Promise<number> {
      if (lines.length === 0) return 0;
      const has = (v: unknown) => v !== undefined;
      const values = sql.join(
        lines.map(
          (l) => sql`(${l.id}::int, ${has(l.noteConsultant)}::boolean, ${l.noteConsultant ?? null}::smallint,
            ${has(l.noteManager)}::boolean, ${l.noteManager ?? null}::smallint,
            ${has(l.commentConsultant)}::boolean, ${l.commentConsultant ?? ''}::text,
            ${has(l.commentManager)}::boolean, ${l.commentManager ?? ''}::text)`,
        ),
      );
      const { rows } = await sql<{ id: number }>`update evaluation_skill l set
          note_consultant = case when v.snc then v.nc else l.note_consultant end,
          note_manager = case when v.snm then v.nm else l.note_manager end,
          comment_consultant = case when v.scc then v.cc else l.comment_consultant end,
          comment_manager = case when v.scm then v.cm else l.comment_manager end
        from (values ${values}) as v(id, snc, nc, snm, nm, scc, cc, scm, cm)
        where l.id = v.id and l.evaluation_id = ${idEa}
        returning l.id`.execute(q);
      return rows.length;
    },

    /** The technical lines follow the skills file: lines of skills no longer in it go, new skills come in. */
    async syncTechnicalLines(
      idEa: number,
      hardSkills: readonly { idSkill: number; level: number }[],
      q: Queryable = db,
    ): Promise<void> {
      const keep = hardSkills.map((s) => s.idSkill);
      let remove = q.deleteFrom('evaluation_skill').where('evaluation_id', '=', idEa).where('id_type', '=', 1);
      if (keep.length > 0)
        remove = remove.where((eb) => eb.or([eb('id_skill', 'is', null), eb('id_skill', 'not in', keep)]));
      await remove.execute();
      for (const [i, s] of hardSkills.entries()) {
        await q
          .insertInto('evaluation_skill')
          .values(
            skillLineValues(idEa, {
              idType: 1,
              idCriterion: null,
              idSkill: s.idSkill,
              label: '',
              skillsFileLevel: s.level,
              sortOrder: i,
            }),
          )
          .onConflict((oc) =>
            oc
              .columns(['evaluation_id', 'id_skill'])
              .where('id_skill', 'is not', null)
              .doUpdateSet({ skills_file_level: s.level, sort_order: i }),
          )
          .execute();
      }
    },

    deleteSkillLine: (idEa: number, id: number, q: Queryable = db) => deleteRowOf(q, 'evaluation_skill', idEa, id),

    // ── objectives ────────────────────────────────────────────────────────────
    async upsertGoal(
      idEa: number,
      goal: { id?: number; text: string; measure: string; dueDate: string | null },
      q: Queryable = db,
    ): Promise<number | undefined> {
      const values = { text: goal.text, measure: goal.measure, due_date: goal.dueDate };
      if (goal.id === undefined) {
        const row = await q
          .insertInto('evaluation_goal')
          .values({ evaluation_id: idEa, ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }
      const row = await q
        .updateTable('evaluation_goal')
        .set(values)
        .where('id', '=', goal.id)
        .where('evaluation_id', '=', idEa)
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    deleteGoal: (idEa: number, id: number, q: Queryable = db) => deleteRowOf(q, 'evaluation_goal', idEa, id),

    /** This year's review of last year's objectives (rows of `lastYearEa` only); answers how many were found. */
    async reviewGoals(
      lastYearEa: number,
      reviews: readonly { idGoal: number; achievement: number | null; comment: string }[],
      q: Queryable = db,
    ): Promise<number> {
      let found = 0;
      for (const r of reviews) {
        const res = await q
          .updateTable('evaluation_goal')
          .set({ achievement: r.achievement, review_comment: r.comment })
          .where('id', '=', r.idGoal)
          .where('evaluation_id', '=', lastYearEa)
          .executeTakeFirst();
        found += Number(res.numUpdatedRows);
      }
      return found;
    },

    // ── EEP languages ─────────────────────────────────────────────────────────
    async insertLanguage(idEa: number, l: { name: string; idLanguageLevel: number }, q: Queryable = db) {
      const row = await q
        .insertInto('evaluation_language')
        .values({ evaluation_id: idEa, name: l.name, id_language_level: l.idLanguageLevel })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async replaceLanguages(
      idEa: number,
      languages: readonly { name: string; idLanguageLevel: number }[],
      q: Queryable = db,
    ): Promise<void> {
      await q.deleteFrom('evaluation_language').where('evaluation_id', '=', idEa).execute();
      if (languages.length > 0)
        await q
          .insertInto('evaluation_language')
          .values(languages.map((l) => ({ evaluation_id: idEa, name: l.name, id_language_level: l.idLanguageLevel })))
          .execute();
    },

    deleteLanguage: (idEa: number, id: number, q: Queryable = db) => deleteRowOf(q, 'evaluation_language', idEa, id),

    // ── other actions next year ───────────────────────────────────────────────
    async upsertOtherAction(
      idEa: number,
      a: { id?: number; actionType: string; motivationJustification: string; implementationSystems: string },
      q: Queryable = db,
    ): Promise<number | undefined> {
      const values = {
        action_type: a.actionType,
        motivation_justification: a.motivationJustification,
        implementation_systems: a.implementationSystems,
      };
      if (a.id === undefined) {
        const row = await q
          .insertInto('evaluation_other_action')
          .values({ evaluation_id: idEa, ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }
      const row = await q
        .updateTable('evaluation_other_action')
        .set(values)
        .where('id', '=', a.id)
        .where('evaluation_id', '=', idEa)
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    deleteOtherAction: (idEa: number, id: number, q: Queryable = db) =>
      deleteRowOf(q, 'evaluation_other_action', idEa, id),

    // ── training reviews and wishes ───────────────────────────────────────────
    async replaceTrainingReviews(
      idEa: number,
      reviews: readonly { name: string; date: string | null; evaluation: number | null; comment: string }[],
      q: Queryable = db,
    ): Promise<void> {
      await q.deleteFrom('evaluation_training_review').where('evaluation_id', '=', idEa).execute();
      if (reviews.length > 0)
        await q
          .insertInto('evaluation_training_review')
          .values(reviews.map((r) => ({ evaluation_id: idEa, ...r })))
          .execute();
    },

    // ── signature ─────────────────────────────────────────────────────────────
    async sign(idEa: number, by: number, documentHash: string, at: Date, q: Queryable = db): Promise<void> {
      await q
        .updateTable('evaluation')
        .set({ signed_by: by, signed_at: at, document_hash: documentHash })
        .where('id', '=', idEa)
        .execute();
    },
  };
}
export type EvaluationRowsRepository = ReturnType<typeof createEvaluationRowsRepository>;
