/**
 * Skills file (DC): the read statement of a file's content — sections with their linked skills and the status
 * history in one statement (one round trip, one plan), and what changes beside it (versions, outbox messages).
 * Names come back in the file's language.
 */
import { sql, type Kysely } from 'kysely';
import { byLanguage } from '@my-skills/shared/ui-language';
import type { Database } from '../../db/schema';
import type { Queryable } from '../../db/types';
import type { ExperienceFields } from './sections.repository';
import { historyJson, type HistoryRow, type HistoryTable } from '../../lib/documents/document-tables.repository';

/** Where the skills file's status changes are written (its kernel registration names it too). */
export const DC_HISTORY: HistoryTable = { table: 'dc_status_history', documentColumn: 'dc_id' };

export function createSkillsFileReadRepository(db: Kysely<Database>) {
  return {
    /**
     * The file's own content in one statement (one round trip, one plan): sections with their linked skills and the
     * status history. It changes only through writes, which bump the file's row_version (the service caches it by that).
     */
    async sections(fileId: number, idLang: number, q: Queryable = db) {
      const sn = sql.raw(byLanguage(idLang, 's.name_fr', 's.name_en'));
      const tl = sql.raw(byLanguage(idLang, 't.label_fr', 't.label_en'));
      const ll = sql.raw(byLanguage(idLang, 'v.label_fr', 'v.label_en'));
      // Linked skills (experience tools, certification skills) of the whole file, aggregated once per
      // parent row in one pass: a join per parent row made the planner scan the catalogue each time.
      const linked = (table: string, column: string, parentTable: string) =>
        sql`select l.${sql.ref(column)} as parent, json_agg(json_build_object('idSkill', s.id, 'name', ${sn}) order by ${sn}) as items
          from ${sql.table(table)} l
          join ${sql.table(parentTable)} pr on pr.id = l.${sql.ref(column)} and pr.dc_id = ${fileId}
          join skill s on s.id = l.id_skill
          group by l.${sql.ref(column)}`;
      const { rows } = await sql<SectionsRow>`with
        tools as (${linked('dc_experience_tool', 'id_experience', 'dc_experience')}),
        certification_skills as (${linked('dc_certification_skill', 'id_certification', 'dc_certification')})
      select
        coalesce((select json_agg(x order by x."startDate" desc nulls last, x.id desc) from (
          select e.id, e.dc_id as "idDc", e.position, e.start_date as "startDate", e.end_date as "endDate", e.client, e.project,
            e.description, e.teams_methods as "teamsMethods", e.tasks, coalesce(t.items, '[]') as tools
          from dc_experience e left join tools t on t.parent = e.id where e.dc_id = ${fileId}) x), '[]') as experiences,
        coalesce((select json_agg(x order by x.year desc nulls last, x.id) from (
          select e.id, e.dc_id as "idDc", e.degree, e.school, e.year, e.mention, e.id_file as "idFile", f.file_name as "fileName"
          from dc_education e left join user_file f on f.id = e.id_file where e.dc_id = ${fileId}) x), '[]') as educations,
        coalesce((select json_agg(x order by x."idLevel" desc, x.id) from (
          select l.id, l.dc_id as "idDc", l.language_code as "languageCode", l.id_level as "idLevel", ${ll} as "levelName"
          from dc_language l join language_level v on v.id = l.id_level where l.dc_id = ${fileId}) x), '[]') as languages,
        coalesce((select json_agg(x order by x."obtainedDate" desc nulls last, x.id) from (
          select c.id, c.dc_id as "idDc", c.kind, c.name, c.organism, c.obtained_date as "obtainedDate", c.expiry_date as "expiryDate",
            c.score, c.id_file as "idFile", f.file_name as "fileName", coalesce(cs.items, '[]') as skills
          from dc_certification c left join user_file f on f.id = c.id_file left join certification_skills cs on cs.parent = c.id
          where c.dc_id = ${fileId}) x), '[]') as certifications,
        coalesce((select json_agg(x order by x."startDate" desc nulls last, x.id) from (
          select p.id, p.dc_id as "idDc", p.name, p.description, p.start_date as "startDate", p.end_date as "endDate"
          from dc_project p where p.dc_id = ${fileId}) x), '[]') as projects,
        coalesce((select json_agg(x order by x."typeOrder", x."idSkillType", x.level desc, x.name) from (
          select s.id as "idSkill", ${sn} as name, s.label, s.name_fr as "nameFr", s.name_en as "nameEn", s.id_boond as "idBoond",
            s.is_active as "isActive", t.id as "idSkillType", ${tl} as "skillTypeName", t.is_soft as "isSoft", t.sort_order as "typeOrder", d.level
          from dc_skill d join skill s on s.id = d.id_skill join skill_type t on t.id = s.id_skill_type where d.dc_id = ${fileId}) x), '[]') as skills,
        coalesce((select json_agg(x order by x."typeOrder", x."idSkillType", x.name) from (
          select o.id, o.id_skill_type as "idSkillType", ${tl} as "skillTypeName", o.name, o.level, t.sort_order as "typeOrder"
          from dc_other_skill o join skill_type t on t.id = o.id_skill_type where o.dc_id = ${fileId}) x), '[]') as "otherSkills",
        ${historyJson(DC_HISTORY, fileId)} as history`.execute(q);
      return rows[0]!;
    },

    /** What changes beside the file: the versions of its language, and whether any outbox message names it. */
    async meta(fileId: number, idLang: number, personId: number, q: Queryable = db) {
      const { rows } = await sql<MetaRow>`select
        coalesce((select json_agg(x order by x.version desc) from (
          select v.id, v.version, v.status, v.updated_at as "updatedAt", v.validated_at as "validatedAt"
          from dc v where v.person_id = ${personId} and v.id_lang = ${idLang}) x), '[]') as versions,
        exists (select 1 from outbox_message m where m.object_type = 'dc' and m.object_id = ${fileId}) as "hasMessages"`.execute(
        q,
      );
      return rows[0]!;
    },

    /** Sections, history, versions and messages of a file. */
    async content(fileId: number, idLang: number, personId: number, q: Queryable = db): Promise<ContentRow> {
      const [sections, meta] = await Promise.all([
        this.sections(fileId, idLang, q),
        this.meta(fileId, idLang, personId, q),
      ]);
      return { ...sections, ...meta };
    },
  };
}
export type SkillsFileReadRepository = ReturnType<typeof createSkillsFileReadRepository>;

type Json<T> = T[];
/** One row of `content`: every column is a JSON array (dates as 'YYYY-MM-DD', timestamps as text). */
export interface SectionsRow {
  experiences: Json<ExperienceFields & { id: number; idDc: number; tools: { idSkill: number; name: string }[] }>;
  educations: Json<{
    id: number;
    idDc: number;
    degree: string;
    school: string;
    year: number | null;
    mention: number | null;
    idFile: number | null;
    fileName: string | null;
  }>;
  languages: Json<{ id: number; idDc: number; languageCode: string; idLevel: number; levelName: string }>;
  certifications: Json<{
    id: number;
    idDc: number;
    kind: string;
    name: string;
    organism: string;
    obtainedDate: string | null;
    expiryDate: string | null;
    score: string;
    idFile: number | null;
    fileName: string | null;
    skills: { idSkill: number; name: string }[];
  }>;
  projects: Json<{
    id: number;
    idDc: number;
    name: string;
    description: string;
    startDate: string | null;
    endDate: string | null;
  }>;
  skills: Json<{
    idSkill: number;
    name: string;
    label: string;
    nameFr: string;
    nameEn: string;
    idBoond: number | null;
    isActive: boolean;
    idSkillType: number;
    skillTypeName: string;
    isSoft: boolean;
    typeOrder: number;
    level: number;
  }>;
  otherSkills: Json<{
    id: number;
    idSkillType: number;
    skillTypeName: string;
    name: string;
    level: number;
    typeOrder: number;
  }>;
  history: HistoryRow[];
}
export interface MetaRow {
  versions: Json<{ id: number; version: number; status: number; updatedAt: string; validatedAt: string | null }>;
  hasMessages: boolean;
}
export type ContentRow = SectionsRow & MetaRow;
