/**
 * Annual evaluation: the read statements — an evaluation with all its rows in one statement (one round trip,
 * one plan), a person's years, and what opening a new evaluation pre-fills (identity, the current skills file,
 * last year's evaluation). Names of criteria, types and levels come in the asked language.
 */
import { sql } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import { byLanguage } from '@my-skills/shared/ui-language';
import type { Db, Queryable } from '../../db/types';
import { historyJson, type HistoryRow, type HistoryTable } from '../../lib/documents/document-tables.repository';

export interface EvaluationRow {
  id: number;
  personId: number;
  year: number;
  idLang: number;
  status: number;
  rowVersion: number;
  cadreEntretien: Record<string, unknown>;
  bilanAnnuel: Record<string, unknown>;
  evolution: Record<string, unknown>;
  synthese: string;
  cpfHours: number | null;
  cpfDate: string | null;
  cpfIsOkTraining: boolean | null;
  commentTrainingRequest: string;
  isDcUpToDate: boolean;
  createdAt: Date;
  updatedAt: Date;
  updatedById: number | null;
  updatedByName: string | null;
  submittedAt: Date | null;
  validatedAt: Date | null;
  signedById: number | null;
  signedByName: string | null;
  signedAt: Date | null;
  documentHash: string | null;
  correctedByHr: boolean;
  /** Who corrected it since its last signature. */
  correctedBy: number[];
}

export interface SkillLineRow {
  id: number;
  idEa: number;
  idType: number;
  idCriterion: number | null;
  idSkill: number | null;
  label: string;
  skillsFileLevel: number;
  noteConsultant: number | null;
  noteManager: number | null;
  commentConsultant: string;
  commentManager: string;
  lastYearNote: number | null;
}

export interface EvaluationContentRow {
  skills: SkillLineRow[];
  goals: { id: number; idEa: number; text: string; measure: string; dueDate: string | null }[];
  lastYearGoals: {
    id: number;
    idEa: number;
    text: string;
    measure: string;
    dueDate: string | null;
    achievement: number | null;
    comment: string;
  }[];
  languages: { id: number; idEa: number; name: string; idLanguageLevel: number; levelName: string }[];
  otherActions: {
    id: number;
    idEa: number;
    actionType: string;
    motivationJustification: string;
    implementationSystems: string;
  }[];
  trainingReviews: { id: number; name: string; date: string | null; evaluation: number | null; comment: string }[];
  trainingWishes: {
    id: number;
    idEa: number | null;
    type: number;
    title: string;
    nature: number | null;
    organism: string;
    desiredDate: string | null;
    durationHours: number | null;
    comment: string;
    status: number;
  }[];
  history: HistoryRow[];
}

export interface PrefillRow {
  birthDate: string | null;
  hireDate: string | null;
  /** The company or entity the person works for (the framework's `society`). */
  entity: string | null;
  /** The title of the person's latest submitted or validated skills file, if any. */
  skillsFileTitle: string | null;
  skillsFileId: number | null;
  /** Hard skills of that file, with their levels. */
  hardSkills: { idSkill: number; label: string; level: number }[];
  /** The periods of that file's experiences (years of experience). */
  periods: { startDate: string | null; endDate: string | null }[];
  lastYear: { id: number; interviewDate: string | null } | null;
}

/**
 * The columns of an evaluation row (`EvaluationRow`), for `evaluation e` joined to its last editor `u` and signer `s`:
 * every statement that loads an evaluation selects them the same way.
 */
/** Where the evaluation's status changes are written (its kernel registration names it too). */
export const EVALUATION_HISTORY: HistoryTable = { table: 'evaluation_status_history', documentColumn: 'evaluation_id' };

export const evaluationColumns = sql`e.id, e.person_id as "personId", e.year, e.id_lang as "idLang",
  e.status, e.row_version as "rowVersion", e.cadre_entretien as "cadreEntretien", e.bilan_annuel as "bilanAnnuel",
  e.evolution, e.synthese, e.cpf_hours as "cpfHours", e.cpf_date as "cpfDate", e.cpf_is_ok_training as "cpfIsOkTraining",
  e.comment_training_request as "commentTrainingRequest", e.is_dc_up_to_date as "isDcUpToDate",
  e.created_at as "createdAt", e.updated_at as "updatedAt", e.updated_by as "updatedById",
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "updatedByName",
  e.submitted_at as "submittedAt", e.validated_at as "validatedAt", e.signed_by as "signedById",
  nullif(trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), '') as "signedByName",
  e.signed_at as "signedAt", e.document_hash as "documentHash", e.corrected_by_hr as "correctedByHr",
  e.corrected_by as "correctedBy"`;

export function createEvaluationReadRepository(db: Db) {
  return {
    /** The id of a person's evaluation of a year. */
    async idOf(personId: number, year: number, q: Queryable = db): Promise<number | undefined> {
      const row = await q
        .selectFrom('evaluation')
        .select('id')
        .where('person_id', '=', personId)
        .where('year', '=', year)
        .executeTakeFirst();
      return row?.id;
    },

    /** The owner of an evaluation (object-access and the kernel's owner lookup). */
    async ownerOf(id: number, q: Queryable = db): Promise<number | undefined> {
      const row = await q.selectFrom('evaluation').select('person_id').where('id', '=', id).executeTakeFirst();
      return row?.person_id;
    },

    /** The agreed (manager's) ratings of the catalogue skills an evaluation rates (issue 22: skills-file proposals). */
    agreedSkillRatings(id: number, q: Queryable = db) {
      return q
        .selectFrom('evaluation_skill')
        .select(['id_skill as idSkill', 'note_manager as rating'])
        .where('evaluation_id', '=', id)
        .where('id_skill', 'is not', null)
        .where('note_manager', 'is not', null)
        .orderBy('id')
        .$narrowType<{ idSkill: number; rating: number }>()
        .execute();
    },

    /** A person's evaluations, newest first. */
    async years(personId: number, q: Queryable = db) {
      return q
        .selectFrom('evaluation')
        .select(['id', 'year', 'status', 'validated_at as validatedAt', 'signed_at as signedAt'])
        .where('person_id', '=', personId)
        .orderBy('year', 'desc')
        .execute();
    },

    /** Every row of an evaluation in one statement, with last year's manager ratings beside each line. */
    async content(id: number, personId: number, year: number, idLang: number, q: Queryable = db) {
      const label = sql.raw(byLanguage(idLang, 'c.label_fr', 'c.label_en'));
      const skillName = sql.raw(byLanguage(idLang, 'k.name_fr', 'k.name_en'));
      const level = sql.raw(byLanguage(idLang, 'v.label_fr', 'v.label_en'));
      const { rows } = await sql<EvaluationContentRow>`with
        last_year as (select id from evaluation where person_id = ${personId} and year = ${year - 1}),
        ly as (select p.id_type, p.id_criterion, p.id_skill, lower(p.label) as label, p.note_manager
          from evaluation_skill p where p.evaluation_id = (select id from last_year))
      select
        coalesce((select json_agg(x order by x."idType", x."sortOrder", x.id) from (
          select l.id, l.evaluation_id as "idEa", l.id_type as "idType", l.id_criterion as "idCriterion", l.id_skill as "idSkill",
            coalesce(${label}, ${skillName}, l.label) as label, l.skills_file_level as "skillsFileLevel",
            l.note_consultant as "noteConsultant", l.note_manager as "noteManager",
            l.comment_consultant as "commentConsultant", l.comment_manager as "commentManager", l.sort_order as "sortOrder",
            coalesce(lc.note_manager, ls.note_manager, lf.note_manager) as "lastYearNote"
          from evaluation_skill l
          left join evaluation_criterion c on c.id = l.id_criterion
          left join skill k on k.id = l.id_skill
          -- Last year's manager rating of the same line: same criterion, same skill, or same free label.
          left join ly lc on lc.id_type = l.id_type and lc.id_criterion = l.id_criterion
          left join ly ls on ls.id_type = l.id_type and ls.id_skill = l.id_skill
          left join lateral (select f.note_manager from ly f where f.id_type = l.id_type and l.id_criterion is null
            and l.id_skill is null and f.id_criterion is null and f.id_skill is null and f.label = lower(l.label) limit 1) lf on true
          where l.evaluation_id = ${id}) x), '[]') as skills,
        coalesce((select json_agg(x order by x.id) from (
          select g.id, g.evaluation_id as "idEa", g.text, g.measure, g.due_date as "dueDate"
          from evaluation_goal g where g.evaluation_id = ${id}) x), '[]') as goals,
        coalesce((select json_agg(x order by x.id) from (
          select g.id, g.evaluation_id as "idEa", g.text, g.measure, g.due_date as "dueDate", g.achievement,
            g.review_comment as comment
          from evaluation_goal g where g.evaluation_id = (select id from last_year)) x), '[]') as "lastYearGoals",
        coalesce((select json_agg(x order by x.id) from (
          select l.id, l.evaluation_id as "idEa", l.name, l.id_language_level as "idLanguageLevel", ${level} as "levelName"
          from evaluation_language l join language_level v on v.id = l.id_language_level
          where l.evaluation_id = ${id}) x), '[]') as languages,
        coalesce((select json_agg(x order by x.id) from (
          select a.id, a.evaluation_id as "idEa", a.action_type as "actionType",
            a.motivation_justification as "motivationJustification", a.implementation_systems as "implementationSystems"
          from evaluation_other_action a where a.evaluation_id = ${id}) x), '[]') as "otherActions",
        coalesce((select json_agg(x order by x.date nulls last, x.id) from (
          select r.id, r.name, r.date, r.evaluation, r.comment
          from evaluation_training_review r where r.evaluation_id = ${id}) x), '[]') as "trainingReviews",
        coalesce((select json_agg(x order by x.id) from (
          select w.id, w.evaluation_id as "idEa", w.type, w.title, w.nature, w.organism, w.desired_date as "desiredDate",
            w.duration_hours as "durationHours", w.comment, w.status
          from training_wish w where w.evaluation_id = ${id}) x), '[]') as "trainingWishes",
        ${historyJson(EVALUATION_HISTORY, id)} as history`.execute(q);
      return rows[0]!;
    },

    /** What a new evaluation of `year` pre-fills for a person. */
    async prefill(personId: number, year: number, q: Queryable = db): Promise<PrefillRow> {
      const { rows } = await sql<PrefillRow>`with
        file as (select d.id, d.title from dc d
          where d.person_id = ${personId} and d.status in (${DC_STATUSES.SUBMITTED}, ${DC_STATUSES.VALIDATED})
          order by d.status desc, d.updated_at desc limit 1)
      select p.birth_date as "birthDate", p.hire_date as "hireDate", p.entity,
        (select title from file) as "skillsFileTitle", (select id from file) as "skillsFileId",
        coalesce((select json_agg(x order by x.level desc, x.label) from (
          select s.id as "idSkill", s.label, d.level
          from dc_skill d join skill s on s.id = d.id_skill join skill_type t on t.id = s.id_skill_type
          where d.dc_id = (select id from file) and not t.is_soft) x), '[]') as "hardSkills",
        coalesce((select json_agg(json_build_object('startDate', x.start_date, 'endDate', x.end_date))
          from dc_experience x where x.dc_id = (select id from file)), '[]') as periods,
        (select json_build_object('id', e.id, 'interviewDate', e.interview_date)
          from evaluation e where e.person_id = ${personId} and e.year = ${year - 1}) as "lastYear"
      from person p where p.id = ${personId}`.execute(q);
      return rows[0]!;
    },

    /** Active criteria of the non-technical types, in the form's order. */
    async activeCriteria(q: Queryable = db) {
      return q
        .selectFrom('evaluation_criterion')
        .select(['id', 'id_type as idType', 'sort_order as sortOrder'])
        .where('is_active', '=', true)
        .orderBy('id_type')
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },
  };
}
export type EvaluationReadRepository = ReturnType<typeof createEvaluationReadRepository>;
