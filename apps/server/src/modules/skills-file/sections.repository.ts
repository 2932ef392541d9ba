/**
 * Skills file (DC): the writes of each section (experiences with their tools, education, languages, certifications
 * with their skills, projects), and the copy of every section into a new version. Writes take the transaction the
 * document kernel opened (after its row-version gate).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Queryable, Trx } from '../../db/types';

export function createSectionsRepository(db: Kysely<Database>) {
  return {
    /** The section row's file (to check it belongs to the named file). */
    sectionFileId(table: SectionTable, id: number, q: Queryable = db) {
      return q
        .selectFrom(table)
        .select('dc_id as fileId')
        .where('id', '=', id)
        .executeTakeFirst()
        .then((r) => r?.fileId);
    },

    // experiences
    async insertExperience(trx: Trx, fileId: number, e: ExperienceValues) {
      const id = await insertRow(trx, 'dc_experience', fileId, experienceRow(e));
      await setLinks(trx, 'dc_experience_tool', id, e.tools);
      return id;
    },
    async updateExperience(trx: Trx, id: number, e: ExperienceValues) {
      await updateRow(trx, 'dc_experience', id, experienceRow(e));
      await trx.deleteFrom('dc_experience_tool').where('id_experience', '=', id).execute();
      await setLinks(trx, 'dc_experience_tool', id, e.tools);
    },

    // educations
    insertEducation: (trx: Trx, fileId: number, e: EducationValues) => insertRow(trx, 'dc_education', fileId, e),
    updateEducation: (trx: Trx, id: number, e: EducationValues) => updateRow(trx, 'dc_education', id, e),

    // languages
    insertLanguage: (trx: Trx, fileId: number, l: LanguageValues) => insertRow(trx, 'dc_language', fileId, l),
    updateLanguage: (trx: Trx, id: number, l: LanguageValues) => updateRow(trx, 'dc_language', id, l),
    async languageTaken(fileId: number, languageCode: string, exceptId: number | null, q: Queryable = db) {
      let query = q
        .selectFrom('dc_language')
        .select('id')
        .where('dc_id', '=', fileId)
        .where('language_code', '=', languageCode);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return Boolean(await query.executeTakeFirst());
    },

    // certifications
    async insertCertification(trx: Trx, fileId: number, c: CertificationValues) {
      const { idSkills, ...row } = c;
      const id = await insertRow(trx, 'dc_certification', fileId, row);
      await setLinks(trx, 'dc_certification_skill', id, idSkills);
      return id;
    },
    async updateCertification(trx: Trx, id: number, c: CertificationValues) {
      const { idSkills, ...row } = c;
      await updateRow(trx, 'dc_certification', id, row);
      await trx.deleteFrom('dc_certification_skill').where('id_certification', '=', id).execute();
      await setLinks(trx, 'dc_certification_skill', id, idSkills);
    },
    addCertificationSkills(trx: Trx, id: number, idSkills: readonly number[]) {
      return trx
        .insertInto('dc_certification_skill')
        .values([...new Set(idSkills)].map((s) => ({ id_certification: id, id_skill: s })))
        .onConflict((oc) => oc.columns(['id_certification', 'id_skill']).doNothing())
        .execute();
    },

    // projects
    insertProject: (trx: Trx, fileId: number, p: ProjectValues) => insertRow(trx, 'dc_project', fileId, p),
    updateProject: (trx: Trx, id: number, p: ProjectValues) => updateRow(trx, 'dc_project', id, p),

    deleteSectionRow(trx: Trx, table: SectionTable, id: number) {
      return trx.deleteFrom(table).where('id', '=', id).execute();
    },

    /** Copies every section of a file into another (a new version). */
    async copyContent(trx: Trx, fromFileId: number, toFileId: number) {
      // Sections whose rows own linked skills: copy each row, then its links onto the new row's id.
      const copyWithLinks = async (
        table: 'dc_experience' | 'dc_certification',
        columns: readonly string[],
        links: 'dc_experience_tool' | 'dc_certification_skill',
        linkColumn: 'id_experience' | 'id_certification',
      ) => {
        const cols = sql.join(columns.map((c) => sql.ref(c)));
        const { rows } = await sql<{
          id: number;
        }>`select id from ${sql.table(table)} where dc_id = ${fromFileId} order by id`.execute(trx);
        for (const { id } of rows) {
          const { rows: copied } = await sql<{ id: number }>`insert into ${sql.table(table)} (dc_id, ${cols})
            select ${toFileId}, ${cols} from ${sql.table(table)} where id = ${id} returning id`.execute(trx);
          await sql`insert into ${sql.table(links)} (${sql.ref(linkColumn)}, id_skill)
            select ${copied[0]!.id}, id_skill from ${sql.table(links)} where ${sql.ref(linkColumn)} = ${id}`.execute(
            trx,
          );
        }
      };
      await copyWithLinks(
        'dc_experience',
        ['position', 'start_date', 'end_date', 'client', 'project', 'description', 'teams_methods', 'tasks'],
        'dc_experience_tool',
        'id_experience',
      );
      await copyWithLinks(
        'dc_certification',
        ['kind', 'name', 'organism', 'obtained_date', 'expiry_date', 'score', 'id_file'],
        'dc_certification_skill',
        'id_certification',
      );
      await sql`insert into dc_education (dc_id, degree, school, year, mention, id_file)
        select ${toFileId}, degree, school, year, mention, id_file from dc_education where dc_id = ${fromFileId} order by id`.execute(
        trx,
      );
      await sql`insert into dc_language (dc_id, language_code, id_level)
        select ${toFileId}, language_code, id_level from dc_language where dc_id = ${fromFileId} order by id`.execute(
        trx,
      );
      await sql`insert into dc_project (dc_id, name, description, start_date, end_date)
        select ${toFileId}, name, description, start_date, end_date from dc_project where dc_id = ${fromFileId} order by id`.execute(
        trx,
      );
      await sql`insert into dc_skill (dc_id, id_skill, level)
        select ${toFileId}, id_skill, level from dc_skill where dc_id = ${fromFileId} order by id`.execute(trx);
      await sql`insert into dc_other_skill (dc_id, id_skill_type, name, level)
        select ${toFileId}, id_skill_type, name, level from dc_other_skill where dc_id = ${fromFileId} order by id`.execute(
        trx,
      );
    },
  };
}
export type SectionsRepository = ReturnType<typeof createSectionsRepository>;

export type SectionTable = 'dc_experience' | 'dc_education' | 'dc_language' | 'dc_certification' | 'dc_project';

/** An experience's own fields, as written and as read. */
export interface ExperienceFields {
  position: string;
  startDate: string | null;
  endDate: string | null;
  client: string;
  project: string;
  description: string;
  teamsMethods: string;
  tasks: string;
}
export interface ExperienceValues extends ExperienceFields {
  tools: readonly number[];
}
const experienceRow = (e: ExperienceValues) => ({
  position: e.position,
  start_date: e.startDate,
  end_date: e.endDate,
  client: e.client,
  project: e.project,
  description: e.description,
  teams_methods: e.teamsMethods,
  tasks: e.tasks,
});

export interface EducationValues {
  degree: string;
  school: string;
  year: number | null;
  mention: number | null;
  id_file: number | null;
}
export interface LanguageValues {
  language_code: string;
  id_level: number;
}
export interface CertificationValues {
  kind: string;
  name: string;
  organism: string;
  obtained_date: string | null;
  expiry_date: string | null;
  score: string;
  id_file: number | null;
  idSkills: readonly number[];
}
export interface ProjectValues {
  name: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
}

/** Inserts a section row of a file; answers its id. (Values are typed by each caller's own interface.) */
async function insertRow(trx: Trx, table: SectionTable, fileId: number, values: object): Promise<number> {
  const { id } = await trx
    .insertInto(table)
    .values({ dc_id: fileId, ...values } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function updateRow(trx: Trx, table: SectionTable, id: number, values: object): Promise<void> {
  await trx
    .updateTable(table)
    .set(values as never)
    .where('id', '=', id)
    .execute();
}

async function setLinks(
  trx: Trx,
  table: 'dc_experience_tool' | 'dc_certification_skill',
  id: number,
  idSkills: readonly number[],
) {
  const unique = [...new Set(idSkills)];
  if (unique.length === 0) return;
  if (table === 'dc_experience_tool') {
    await trx
      .insertInto('dc_experience_tool')
      .values(unique.map((s) => ({ id_experience: id, id_skill: s })))
      .execute();
  } else {
    await trx
      .insertInto('dc_certification_skill')
      .values(unique.map((s) => ({ id_certification: id, id_skill: s })))
      .execute();
  }
}
