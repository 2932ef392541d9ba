/**
 * Business-manager review (EEP BM): its statements. A review is loaded with its owner by id, or by person and year,
 * in one statement (the owner's columns, the viewer's chain check, last year's review and the reference data's stamp
 * computed once); its content (the nine categories under a profile with both visions, last year's manager ratings,
 * the history) in one more, cached by row version; its writes (a draft, the fields, the skill lines).
 */
import { sql } from 'kysely';
import { byLanguage } from '@my-skills/shared/ui-language';
import type { Db, Queryable, TableUpdate } from '../../db/types';
import { historyJson, type HistoryRow, type HistoryTable } from '../../lib/documents/document-tables.repository';
import { managesInChain } from '../people/org-chart.repository';

export const EEP_BM_HISTORY: HistoryTable = { table: 'eep_bm_status_history', documentColumn: 'eep_bm_id' };
export type EepBmColumns = TableUpdate<'eep_bm'>;

/** The owner of a review (or of one about to be opened), as the viewer sees them. */
export interface EepBmOwner {
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  reference: string | null;
  ownerLang: number;
  idBoond: number | null;
  birthDate: string | null;
  hireDate: string | null;
  entityName: string | null;
  /** The owner's highest active role (3–5 have a review). */
  ownerRoleId: number;
  boondProfile: string | null;
  managerId: number | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  managerEmail: string | null;
  managerLang: number | null;
  /** The viewer is above the owner in the chain. */
  managesOwner: boolean;
}

/** A review's own row. */
export interface EepBmRow {
  id: number;
  year: number;
  idLang: number;
  status: number;
  rowVersion: number;
  idBusinessManager: number;
  interviewDate: string | null;
  position: string;
  entity: string;
  functionEntryDate: string | null;
  degree: string;
  degreeObtainPeriod: string;
  experience: string | null;
  rPlus: number | null;
  sign: number | null;
  oc: number | null;
  texts: Record<string, string>;
  languages: { name: string; idLanguageLevel: number }[];
  otherActions: { actionType: string; motivationJustification: string; implementationSystems: string }[];
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
  correctedBy: number[];
}

/** A review with its owner (`id` null when the person has none that year). */
export interface LoadedReview extends EepBmOwner, Omit<EepBmRow, 'id'> {
  id: number | null;
  /** Last year's review: its id, row version and interview date (null when none). */
  lastYearId: number | null;
  lastYearRowVersion: number | null;
  lastYearInterviewDate: string | null;
  /** Changes when administrators change the lines, goals or maturity objectives. */
  referenceStamp: string;
}

export interface ContentLine {
  id: number;
  idCategory: number;
  skillName: string;
  goal: number;
  evaluationConsultant: number | null;
  evaluationManager: number | null;
  commentConsultant: string;
  commentManager: string;
}
export interface EepBmContent {
  categories: { id: number; group: string; name: string; objectifMaturity: number }[];
  lines: ContentLine[];
  /** Last year's manager ratings with this profile's goals (for last year's manager vision on the radar). */
  lastYear: { idCategory: number; goal: number; evaluationManager: number | null }[];
  history: HistoryRow[];
}

const ownerColumns = (viewerId: number) => sql`p.id as "personId", p.first_name as "firstName",
  p.last_name as "lastName", p.email, p.reference, p.id_lang as "ownerLang", p.id_boond as "idBoond",
  p.birth_date as "birthDate", p.hire_date as "hireDate", p.entity as "entityName", p.boond_profile as "boondProfile",
  coalesce((select max(a.role_id) from account a where a.person_id = p.id and a.is_active), 0) as "ownerRoleId",
  p.manager_id as "managerId", m.first_name as "managerFirstName", m.last_name as "managerLastName",
  m.email as "managerEmail", m.id_lang as "managerLang", ${managesInChain(viewerId, sql.ref('p.id'))} as "managesOwner"`;

const reviewColumns = sql`e.id, e.year, e.id_lang as "idLang", e.status, e.row_version as "rowVersion",
  e.id_business_manager as "idBusinessManager", e.interview_date as "interviewDate", e.position, e.entity,
  e.function_entry_date as "functionEntryDate", e.degree, e.degree_obtain_period as "degreeObtainPeriod",
  e.experience, e.r_plus as "rPlus", e.sign, e.oc, e.texts, e.languages, e.other_actions as "otherActions",
  e.created_at as "createdAt", e.updated_at as "updatedAt", e.updated_by as "updatedById",
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "updatedByName",
  e.submitted_at as "submittedAt", e.validated_at as "validatedAt", e.signed_by as "signedById",
  nullif(trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), '') as "signedByName",
  e.signed_at as "signedAt", e.document_hash as "documentHash", e.corrected_by_hr as "correctedByHr",
  e.corrected_by as "correctedBy", y.id as "lastYearId", y.row_version as "lastYearRowVersion",
  y.interview_date as "lastYearInterviewDate",
  (select coalesce(max(l.updated_at)::text, '') || ':' || count(*) from business_manager_skill_line l)
    || '/' || (select coalesce(max(o.updated_at)::text, '') from business_manager_maturity_objective o)
    as "referenceStamp"`;

const joins = sql`left join person m on m.id = p.manager_id left join person u on u.id = e.updated_by
  left join person s on s.id = e.signed_by left join eep_bm y on y.person_id = p.id and y.year = e.year - 1`;

export function createEepBmRepository(db: Db) {
  return {
    /** A review with its owner, seen by `viewerId`. */
    async load(id: number, viewerId: number, q: Queryable = db): Promise<LoadedReview | undefined> {
      const { rows } = await sql<LoadedReview>`select ${ownerColumns(viewerId)}, ${reviewColumns}
        from eep_bm e join person p on p.id = e.person_id ${joins} where e.id = ${id}`.execute(q);
      return rows[0];
    },

    /** A person with their review of `year` (its columns null when none), seen by `viewerId`; undefined: no person. */
    async loadByPerson(personId: number, year: number, viewerId: number, q: Queryable = db) {
      const { rows } = await sql<LoadedReview>`select ${ownerColumns(viewerId)}, ${reviewColumns}
        from person p left join eep_bm e on e.person_id = p.id and e.year = ${year} ${joins}
        where p.id = ${personId}`.execute(q);
      return rows[0];
    },

    async ownerOf(id: number, q: Queryable = db): Promise<number | undefined> {
      const row = await q.selectFrom('eep_bm').select('person_id').where('id', '=', id).executeTakeFirst();
      return row?.person_id;
    },

    /**
     * The manager's ratings of the review's lines that name a catalogue skill (issue 22: skills-file proposals): a
     * line whose French or English name is an active skill's name, label or alias (case and spaces aside).
     */
    async agreedSkillRatings(id: number, q: Queryable = db) {
      const { rows } = await sql<{ idSkill: number; rating: number }>`
        select distinct on (k.id) k.id as "idSkill", s.evaluation_manager as rating
        from eep_bm_skill s join business_manager_skill_line l on l.id = s.id_line
        join skill k on k.is_active and (lower(trim(k.name_fr)) in (lower(trim(l.name_fr)), lower(trim(l.name_en)))
          or lower(trim(k.name_en)) in (lower(trim(l.name_fr)), lower(trim(l.name_en)))
          or exists (select 1 from skill_alias a where a.id_skill = k.id
            and lower(trim(a.alias)) in (lower(trim(l.name_fr)), lower(trim(l.name_en)))))
        where s.eep_bm_id = ${id} and s.evaluation_manager is not null
        order by k.id, s.id_line`.execute(q);
      return rows;
    },

    /** The categories under a profile, every line (active, or rated in this review) with both visions, the history. */
    async content(id: number, profile: number, idLang: number, lastYearId: number | null, q: Queryable = db) {
      const name = (alias: string) => sql.raw(byLanguage(idLang, `${alias}.name_fr`, `${alias}.name_en`));
      const { rows } = await sql<EepBmContent>`select
        coalesce((select json_agg(x order by x."sortOrder", x.id) from (
          select c.id, c.group_key as "group", ${name('c')} as name, c.sort_order as "sortOrder",
            coalesce(o.objective, 0) as "objectifMaturity"
          from business_manager_skill_category c
          left join business_manager_maturity_objective o on o.id_category = c.id and o.id_profile = ${profile}) x),
          '[]') as categories,
        coalesce((select json_agg(x order by x."idCategory", x."sortOrder", x.id) from (
          select l.id, l.id_category as "idCategory", ${name('l')} as "skillName", l.sort_order as "sortOrder",
            coalesce(g.goal, 0) as goal, r.evaluation_consultant as "evaluationConsultant",
            r.evaluation_manager as "evaluationManager", coalesce(r.comment_consultant, '') as "commentConsultant",
            coalesce(r.comment_manager, '') as "commentManager"
          from business_manager_skill_line l
          left join business_manager_skill_goal g on g.id_line = l.id and g.id_profile = ${profile}
          left join eep_bm_skill r on r.id_line = l.id and r.eep_bm_id = ${id}
          where l.is_active or r.eep_bm_id is not null) x), '[]') as lines,
        coalesce((select json_agg(x) from (
          select l.id_category as "idCategory", coalesce(g.goal, 0) as goal, r.evaluation_manager as "evaluationManager"
          from eep_bm_skill r join business_manager_skill_line l on l.id = r.id_line
          left join business_manager_skill_goal g on g.id_line = l.id and g.id_profile = ${profile}
          where r.eep_bm_id = ${lastYearId ?? 0}) x), '[]') as "lastYear",
        ${historyJson(EEP_BM_HISTORY, id)} as history`.execute(q);
      return rows[0]!;
    },

    /** The ids of the lines a review may rate: active ones, or those it already rates. */
    async rateableLines(id: number, q: Queryable = db): Promise<Set<number>> {
      const rows = await q
        .selectFrom('business_manager_skill_line as l')
        .select('l.id')
        .where((eb) =>
          eb.or([
            eb('l.is_active', '=', true),
            eb.exists(
              eb
                .selectFrom('eep_bm_skill as r')
                .select('r.id_line')
                .whereRef('r.id_line', '=', 'l.id')
                .where('r.eep_bm_id', '=', id),
            ),
          ]),
        )
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** A new draft; answers its id. */
    async insertDraft(
      values: { personId: number; year: number; idLang: number; profile: number; by: number; entity: string },
      q: Queryable = db,
    ): Promise<number> {
      const row = await q
        .insertInto('eep_bm')
        .values({
          person_id: values.personId,
          year: values.year,
          id_lang: values.idLang,
          id_business_manager: values.profile,
          entity: values.entity,
          created_by: values.by,
          updated_by: values.by,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Writes one side's ratings and comments of lines (only the given columns; a new line starts empty elsewhere). */
    async upsertLines(
      id: number,
      lines: readonly {
        idLine: number;
        evaluation_consultant?: number | null;
        comment_consultant?: string;
        evaluation_manager?: number | null;
        comment_manager?: string;
      }[],
      q: Queryable = db,
    ): Promise<void> {
      for (const { idLine, ...set } of lines) {
        if (Object.keys(set).length === 0) continue;
        await q
          .insertInto('eep_bm_skill')
          .values({ eep_bm_id: id, id_line: idLine, evaluation_consultant: null, evaluation_manager: null, ...set })
          .onConflict((oc) => oc.columns(['eep_bm_id', 'id_line']).doUpdateSet(set))
          .execute();
      }
    },

    /** A person's reviews, newest first. */
    async years(personId: number, q: Queryable = db) {
      return q
        .selectFrom('eep_bm')
        .select(['id', 'year', 'status'])
        .where('person_id', '=', personId)
        .orderBy('year', 'desc')
        .execute();
    },
  };
}
export type EepBmRepository = ReturnType<typeof createEepBmRepository>;
