/**
 * Skills file (DC): every query of the module. Functions take an optional transaction (`q`) and default to the database.
 * Names come back in the asked language (idLang 1 French, 2 English).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export type Db = Kysely<Database> | Transaction<Database>;

export const DC_STATUS = { DRAFT: 1, SUBMITTED: 2, VALIDATED: 3, ARCHIVED: 4 } as const;

const skillName = (idLang: number) => (idLang === 2 ? 's.name_en' : 's.name_fr') as 's.name_en' | 's.name_fr';
const typeLabel = (idLang: number) => (idLang === 2 ? 't.label_en' : 't.label_fr') as 't.label_en' | 't.label_fr';

export function createSkillsFileRepository(db: Kysely<Database>) {
  /** The file with its owner, manager and last editor, and whether `viewerId` manages the owner (down the chain). */
  const findDc = (idDc: number, viewerId = 0, q: Db = db) =>
    q
      .selectFrom('dc as d')
      .innerJoin('person as p', 'p.id', 'd.person_id')
      .leftJoin('person as m', 'm.id', 'p.manager_id')
      .leftJoin('person as u', 'u.id', 'd.updated_by')
      .leftJoin('person as v', 'v.id', 'd.validated_by')
      .select([
        'd.id',
        'd.person_id as personId',
        'd.id_lang as idLang',
        'd.version',
        'd.status',
        'd.title',
        'd.summary',
        'd.id_profile as idProfile',
        'd.row_version as rowVersion',
        'd.created_at as createdAt',
        'd.updated_at as updatedAt',
        'd.submitted_at as submittedAt',
        'd.validated_at as validatedAt',
        'd.updated_by as updatedById',
        'd.validated_by as validatedById',
        'p.first_name as firstName',
        'p.last_name as lastName',
        'p.email',
        'p.reference',
        'p.id_boond as idBoond',
        'p.manager_id as managerId',
        'm.first_name as managerFirstName',
        'm.last_name as managerLastName',
        'm.email as managerEmail',
        'm.id_lang as managerLang',
        'u.first_name as updatedByFirstName',
        'u.last_name as updatedByLastName',
        'v.first_name as validatedByFirstName',
        'v.last_name as validatedByLastName',
        sql<boolean>`exists (
          with recursive chain(id, depth) as (
            select p.manager_id, 1
            union all
            select x.manager_id, c.depth + 1 from person x join chain c on x.id = c.id where c.id is not null and c.depth < 50
          )
          select 1 from chain where chain.id = ${viewerId} and ${viewerId} <> p.id)`.as('managesOwner'),
      ])
      .where('d.id', '=', idDc)
      .executeTakeFirst();

  return {
    db,
    findDc,

    /** Every version of a person's files (both languages), newest first. */
    versionsOfPerson(personId: number, q: Db = db) {
      return q
        .selectFrom('dc as d')
        .leftJoin('person as u', 'u.id', 'd.updated_by')
        .select([
          'd.id',
          'd.id_lang as idLang',
          'd.version',
          'd.status',
          'd.title',
          'd.updated_at as updatedAt',
          'd.validated_at as validatedAt',
          'd.updated_by as updatedById',
          'u.first_name as updatedByFirstName',
          'u.last_name as updatedByLastName',
        ])
        .where('d.person_id', '=', personId)
        .orderBy('d.id_lang')
        .orderBy('d.version', 'desc')
        .execute();
    },

    versionsOf(personId: number, idLang: number, q: Db = db) {
      return q
        .selectFrom('dc')
        .select(['id', 'version', 'status', 'updated_at as updatedAt', 'validated_at as validatedAt'])
        .where('person_id', '=', personId)
        .where('id_lang', '=', idLang)
        .orderBy('version', 'desc')
        .execute();
    },

    currentDcId(personId: number, idLang: number, q: Db = db) {
      return q
        .selectFrom('dc')
        .select(['id', 'status', 'title'])
        .where('person_id', '=', personId)
        .where('id_lang', '=', idLang)
        .where('status', '<>', DC_STATUS.ARCHIVED)
        .executeTakeFirst();
    },

    /** Title of the person's latest file in a language (current, else the newest archived). */
    latestFile(personId: number, idLang: number, q: Db = db) {
      return q
        .selectFrom('dc')
        .select(['id', 'status', 'title'])
        .where('person_id', '=', personId)
        .where('id_lang', '=', idLang)
        .orderBy(sql`status = 4`)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    identity(personId: number, q: Db = db) {
      return q
        .selectFrom('person as p')
        .leftJoin('person as m', 'm.id', 'p.manager_id')
        .select([
          'p.id',
          'p.first_name as firstName',
          'p.last_name as lastName',
          'p.email',
          'p.reference',
          'p.manager_id as managerId',
          'm.first_name as managerFirstName',
          'm.last_name as managerLastName',
        ])
        .where('p.id', '=', personId)
        .executeTakeFirst();
    },

    async isCandidate(personId: number, q: Db = db) {
      const row = await q
        .selectFrom('account')
        .select('id')
        .where('person_id', '=', personId)
        .where('role_id', '=', 0)
        .where('is_active', '=', true)
        .executeTakeFirst();
      return Boolean(row);
    },

    nextVersion(personId: number, idLang: number, q: Db = db) {
      return q
        .selectFrom('dc')
        .select(sql<number>`coalesce(max(version), 0) + 1`.as('next'))
        .where('person_id', '=', personId)
        .where('id_lang', '=', idLang)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.next));
    },

    /**
     * The file's own content in one statement (one round trip, one plan): sections with their linked skills and the
     * status history. It changes only through writes, which bump the file's row_version (the service caches it by that).
     */
    async sections(idDc: number, idLang: number, q: Db = db) {
      const sn = sql.raw(idLang === 2 ? 's.name_en' : 's.name_fr');
      const tl = sql.raw(idLang === 2 ? 't.label_en' : 't.label_fr');
      const ll = sql.raw(idLang === 2 ? 'v.label_en' : 'v.label_fr');
      // Linked skills (experience tools, certification skills) of the whole file, aggregated once per
      // parent row in one pass: a join per parent row made the planner scan the catalogue each time.
      const linked = (table: string, column: string, parentTable: string) =>
        sql`select l.${sql.ref(column)} as parent, json_agg(json_build_object('idSkill', s.id, 'name', ${sn}) order by ${sn}) as items
          from ${sql.table(table)} l
          join ${sql.table(parentTable)} pr on pr.id = l.${sql.ref(column)} and pr.dc_id = ${idDc}
          join skill s on s.id = l.id_skill
          group by l.${sql.ref(column)}`;
      const { rows } = await sql<SectionsRow>`with
        tools as (${linked('dc_experience_tool', 'id_experience', 'dc_experience')}),
        certification_skills as (${linked('dc_certification_skill', 'id_certification', 'dc_certification')})
      select
        coalesce((select json_agg(x order by x."startDate" desc nulls last, x.id desc) from (
          select e.id, e.dc_id as "idDc", e.position, e.start_date as "startDate", e.end_date as "endDate", e.client, e.project,
            e.description, e.teams_methods as "teamsMethods", e.tasks, coalesce(t.items, '[]') as tools
          from dc_experience e left join tools t on t.parent = e.id where e.dc_id = ${idDc}) x), '[]') as experiences,
        coalesce((select json_agg(x order by x.year desc nulls last, x.id) from (
          select e.id, e.dc_id as "idDc", e.degree, e.school, e.year, e.mention, e.id_file as "idFile", f.file_name as "fileName"
          from dc_education e left join user_file f on f.id = e.id_file where e.dc_id = ${idDc}) x), '[]') as educations,
        coalesce((select json_agg(x order by x."idLevel" desc, x.id) from (
          select l.id, l.dc_id as "idDc", l.language_code as "languageCode", l.id_level as "idLevel", ${ll} as "levelName"
          from dc_language l join language_level v on v.id = l.id_level where l.dc_id = ${idDc}) x), '[]') as languages,
        coalesce((select json_agg(x order by x."obtainedDate" desc nulls last, x.id) from (
          select c.id, c.dc_id as "idDc", c.kind, c.name, c.organism, c.obtained_date as "obtainedDate", c.expiry_date as "expiryDate",
            c.score, c.id_file as "idFile", f.file_name as "fileName", coalesce(cs.items, '[]') as skills
          from dc_certification c left join user_file f on f.id = c.id_file left join certification_skills cs on cs.parent = c.id
          where c.dc_id = ${idDc}) x), '[]') as certifications,
        coalesce((select json_agg(x order by x."startDate" desc nulls last, x.id) from (
          select p.id, p.dc_id as "idDc", p.name, p.description, p.start_date as "startDate", p.end_date as "endDate"
          from dc_project p where p.dc_id = ${idDc}) x), '[]') as projects,
        coalesce((select json_agg(x order by x."typeOrder", x."idSkillType", x.level desc, x.name) from (
          select s.id as "idSkill", ${sn} as name, s.label, s.name_fr as "nameFr", s.name_en as "nameEn", s.id_boond as "idBoond",
            s.is_active as "isActive", t.id as "idSkillType", ${tl} as "skillTypeName", t.is_soft as "isSoft", t.sort_order as "typeOrder", d.level
          from dc_skill d join skill s on s.id = d.id_skill join skill_type t on t.id = s.id_skill_type where d.dc_id = ${idDc}) x), '[]') as skills,
        coalesce((select json_agg(x order by x."typeOrder", x."idSkillType", x.name) from (
          select o.id, o.id_skill_type as "idSkillType", ${tl} as "skillTypeName", o.name, o.level, t.sort_order as "typeOrder"
          from dc_other_skill o join skill_type t on t.id = o.id_skill_type where o.dc_id = ${idDc}) x), '[]') as "otherSkills",
        coalesce((select json_agg(x order by x.id desc) from (
          select h.id, h.from_status as "fromStatus", h.to_status as "toStatus", h.changed_by as "changedById",
            p.first_name as "firstName", p.last_name as "lastName", h.changed_at as "changedAt", h.comment
          from dc_status_history h left join person p on p.id = h.changed_by where h.dc_id = ${idDc}) x), '[]') as history`.execute(
        q,
      );
      return rows[0]!;
    },

    /** What changes beside the file: the versions of its language, and whether any outbox message names it. */
    async meta(idDc: number, idLang: number, personId: number, q: Db = db) {
      const { rows } = await sql<MetaRow>`select
        coalesce((select json_agg(x order by x.version desc) from (
          select v.id, v.version, v.status, v.updated_at as "updatedAt", v.validated_at as "validatedAt"
          from dc v where v.person_id = ${personId} and v.id_lang = ${idLang}) x), '[]') as versions,
        exists (select 1 from outbox_message m where m.object_type = 'dc' and m.object_id = ${idDc}) as "hasMessages"`.execute(
        q,
      );
      return rows[0]!;
    },

    /** Sections, history, versions and messages of a file. */
    async content(idDc: number, idLang: number, personId: number, q: Db = db): Promise<ContentRow> {
      const [sections, meta] = await Promise.all([
        this.sections(idDc, idLang, q),
        this.meta(idDc, idLang, personId, q),
      ]);
      return { ...sections, ...meta };
    },

    // ───────────────────────────────────────────────────────── skills of a file (the duplicate check)

    skills(idDc: number, idLang: number, q: Db = db) {
      return q
        .selectFrom('dc_skill as d')
        .innerJoin('skill as s', 's.id', 'd.id_skill')
        .innerJoin('skill_type as t', 't.id', 's.id_skill_type')
        .select([
          's.id as idSkill',
          `${skillName(idLang)} as name`,
          's.label',
          's.name_fr as nameFr',
          's.name_en as nameEn',
          's.id_boond as idBoond',
          's.is_active as isActive',
          't.id as idSkillType',
          `${typeLabel(idLang)} as skillTypeName`,
          't.is_soft as isSoft',
          't.sort_order as typeOrder',
          'd.level',
        ])
        .where('d.dc_id', '=', idDc)
        .orderBy('t.sort_order')
        .orderBy('t.id')
        .orderBy('d.level', 'desc')
        .orderBy(skillName(idLang))
        .execute();
    },

    otherSkills(idDc: number, idLang: number, q: Db = db) {
      return q
        .selectFrom('dc_other_skill as o')
        .innerJoin('skill_type as t', 't.id', 'o.id_skill_type')
        .select([
          'o.id',
          'o.id_skill_type as idSkillType',
          `${typeLabel(idLang)} as skillTypeName`,
          'o.name',
          'o.level',
          't.sort_order as typeOrder',
        ])
        .where('o.dc_id', '=', idDc)
        .orderBy('t.sort_order')
        .orderBy('t.id')
        .orderBy('o.name')
        .execute();
    },

    history(idDc: number, q: Db = db) {
      return q
        .selectFrom('dc_status_history as h')
        .leftJoin('person as p', 'p.id', 'h.changed_by')
        .select([
          'h.id',
          'h.from_status as fromStatus',
          'h.to_status as toStatus',
          'h.changed_by as changedById',
          'p.first_name as firstName',
          'p.last_name as lastName',
          'h.changed_at as changedAt',
          'h.comment',
        ])
        .where('h.dc_id', '=', idDc)
        .orderBy('h.id', 'desc')
        .execute();
    },

    // ───────────────────────────────────────────────────────── catalogue lookups

    catalogueSkills(ids: readonly number[], q: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return q
        .selectFrom('skill')
        .select(['id', 'label', 'name_fr as nameFr', 'name_en as nameEn', 'is_active as isActive'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },

    skillTypes(ids: readonly number[], q: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return q
        .selectFrom('skill_type')
        .select(['id'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },

    languageLevels(q: Db = db) {
      return q
        .selectFrom('language_level')
        .select(['id', 'label_fr as labelFr', 'label_en as labelEn'])
        .orderBy('id')
        .execute();
    },

    async fileOwnedBy(idFile: number, personId: number, q: Db = db) {
      const row = await q
        .selectFrom('user_file')
        .select('id')
        .where('id', '=', idFile)
        .where('person_id', '=', personId)
        .executeTakeFirst();
      return Boolean(row);
    },

    profile(idProfile: number, q: Db = db) {
      return q
        .selectFrom('job_profile')
        .select(['id', 'name_fr as nameFr', 'name_en as nameEn'])
        .where('id', '=', idProfile)
        .executeTakeFirst();
    },

    /** The section row's file (to check it belongs to the named file). */
    sectionDcId(table: SectionTable, id: number, q: Db = db) {
      return q
        .selectFrom(table)
        .select('dc_id as idDc')
        .where('id', '=', id)
        .executeTakeFirst()
        .then((r) => r?.idDc);
    },

    // ───────────────────────────────────────────────────────── writes

    /**
     * The optimistic-concurrency gate of every write: bumps row_version when it still is `rowVersion`.
     * Returns the new row version and status, or undefined when the file changed (or vanished) meanwhile.
     */
    bump(trx: Transaction<Database>, idDc: number, rowVersion: number, by: number, set: DcSet = {}) {
      return trx
        .updateTable('dc')
        .set({ ...set, row_version: sql<number>`row_version + 1`, updated_by: by, updated_at: new Date() })
        .where('id', '=', idDc)
        .where('row_version', '=', rowVersion)
        .returning(['row_version as rowVersion', 'status', 'version'])
        .executeTakeFirst();
    },

    /** Who changed the file last (for the conflict message). */
    lastEditor(idDc: number, q: Db = db) {
      return q
        .selectFrom('dc as d')
        .leftJoin('person as u', 'u.id', 'd.updated_by')
        .select(['u.first_name as firstName', 'u.last_name as lastName', 'd.row_version as rowVersion'])
        .where('d.id', '=', idDc)
        .executeTakeFirst();
    },

    async insertDc(
      trx: Transaction<Database>,
      values: {
        personId: number;
        idLang: number;
        version: number;
        title: string;
        summary?: string;
        idProfile: number | null;
        by: number;
      },
    ) {
      const row = await trx
        .insertInto('dc')
        .values({
          person_id: values.personId,
          id_lang: values.idLang,
          version: values.version,
          status: DC_STATUS.DRAFT,
          title: values.title,
          summary: values.summary ?? '',
          id_profile: values.idProfile,
          created_by: values.by,
          updated_by: values.by,
        })
        .returning(['id', 'row_version as rowVersion', 'status', 'version'])
        .executeTakeFirstOrThrow();
      return row;
    },

    insertHistory(trx: Db, idDc: number, fromStatus: number | null, toStatus: number, by: number, comment = '') {
      return trx
        .insertInto('dc_status_history')
        .values({ dc_id: idDc, from_status: fromStatus, to_status: toStatus, changed_by: by, comment })
        .execute();
    },

    /** Pre-fills a new file's skills from a job profile's expected skills (active ones). */
    prefillFromProfile(trx: Transaction<Database>, idDc: number, idProfile: number) {
      return trx
        .insertInto('dc_skill')
        .columns(['dc_id', 'id_skill', 'level'])
        .expression((eb) =>
          eb
            .selectFrom('job_profile_skill as j')
            .innerJoin('skill as s', 's.id', 'j.id_skill')
            .select([sql.lit(idDc).as('dc_id'), 'j.id_skill', 'j.level'])
            .where('j.id_profile', '=', idProfile)
            .where('s.is_active', '=', true),
        )
        .execute();
    },

    async replaceSkills(
      trx: Transaction<Database>,
      idDc: number,
      skills: readonly { idSkill: number; level: number }[],
    ) {
      await trx.deleteFrom('dc_skill').where('dc_id', '=', idDc).execute();
      if (skills.length) {
        await trx
          .insertInto('dc_skill')
          .values(skills.map((s) => ({ dc_id: idDc, id_skill: s.idSkill, level: s.level })))
          .execute();
      }
    },

    async replaceOtherSkills(
      trx: Transaction<Database>,
      idDc: number,
      others: readonly { idSkillType: number; name: string; level: number }[],
    ) {
      await trx.deleteFrom('dc_other_skill').where('dc_id', '=', idDc).execute();
      if (others.length) {
        await trx
          .insertInto('dc_other_skill')
          .values(others.map((o) => ({ dc_id: idDc, id_skill_type: o.idSkillType, name: o.name, level: o.level })))
          .execute();
      }
    },

    setStatus(
      trx: Transaction<Database>,
      idDc: number,
      status: number,
      extra: { submittedAt?: Date; validatedAt?: Date | null; validatedBy?: number | null } = {},
    ) {
      return trx
        .updateTable('dc')
        .set({
          status,
          ...(extra.submittedAt ? { submitted_at: extra.submittedAt } : {}),
          ...(extra.validatedAt !== undefined ? { validated_at: extra.validatedAt } : {}),
          ...(extra.validatedBy !== undefined ? { validated_by: extra.validatedBy } : {}),
        })
        .where('id', '=', idDc)
        .execute();
    },

    // experiences
    async insertExperience(trx: Transaction<Database>, idDc: number, e: ExperienceValues) {
      const { id } = await trx
        .insertInto('dc_experience')
        .values({ dc_id: idDc, ...experienceRow(e) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setLinks(trx, 'dc_experience_tool', id, e.tools);
      return id;
    },
    async updateExperience(trx: Transaction<Database>, id: number, e: ExperienceValues) {
      await trx.updateTable('dc_experience').set(experienceRow(e)).where('id', '=', id).execute();
      await trx.deleteFrom('dc_experience_tool').where('id_experience', '=', id).execute();
      await setLinks(trx, 'dc_experience_tool', id, e.tools);
    },

    // educations
    async insertEducation(trx: Transaction<Database>, idDc: number, e: EducationValues) {
      const { id } = await trx
        .insertInto('dc_education')
        .values({ dc_id: idDc, ...e })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    updateEducation(trx: Transaction<Database>, id: number, e: EducationValues) {
      return trx.updateTable('dc_education').set(e).where('id', '=', id).execute();
    },

    // languages
    async insertLanguage(trx: Transaction<Database>, idDc: number, l: LanguageValues) {
      const { id } = await trx
        .insertInto('dc_language')
        .values({ dc_id: idDc, ...l })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    updateLanguage(trx: Transaction<Database>, id: number, l: LanguageValues) {
      return trx.updateTable('dc_language').set(l).where('id', '=', id).execute();
    },
    async languageTaken(idDc: number, languageCode: string, exceptId: number | null, q: Db = db) {
      let query = q
        .selectFrom('dc_language')
        .select('id')
        .where('dc_id', '=', idDc)
        .where('language_code', '=', languageCode);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return Boolean(await query.executeTakeFirst());
    },

    // certifications
    async insertCertification(trx: Transaction<Database>, idDc: number, c: CertificationValues) {
      const { idSkills, ...row } = c;
      const { id } = await trx
        .insertInto('dc_certification')
        .values({ dc_id: idDc, ...row })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setLinks(trx, 'dc_certification_skill', id, idSkills);
      return id;
    },
    async updateCertification(trx: Transaction<Database>, id: number, c: CertificationValues) {
      const { idSkills, ...row } = c;
      await trx.updateTable('dc_certification').set(row).where('id', '=', id).execute();
      await trx.deleteFrom('dc_certification_skill').where('id_certification', '=', id).execute();
      await setLinks(trx, 'dc_certification_skill', id, idSkills);
    },
    addCertificationSkills(trx: Transaction<Database>, id: number, idSkills: readonly number[]) {
      return trx
        .insertInto('dc_certification_skill')
        .values([...new Set(idSkills)].map((s) => ({ id_certification: id, id_skill: s })))
        .onConflict((oc) => oc.columns(['id_certification', 'id_skill']).doNothing())
        .execute();
    },

    // projects
    async insertProject(trx: Transaction<Database>, idDc: number, p: ProjectValues) {
      const { id } = await trx
        .insertInto('dc_project')
        .values({ dc_id: idDc, ...p })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    updateProject(trx: Transaction<Database>, id: number, p: ProjectValues) {
      return trx.updateTable('dc_project').set(p).where('id', '=', id).execute();
    },

    deleteSectionRow(trx: Transaction<Database>, table: SectionTable, id: number) {
      return trx.deleteFrom(table).where('id', '=', id).execute();
    },

    /** Copies every section of a file into another (a new version). */
    async copyContent(trx: Transaction<Database>, fromId: number, toId: number) {
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
        }>`select id from ${sql.table(table)} where dc_id = ${fromId} order by id`.execute(trx);
        for (const { id } of rows) {
          const { rows: copied } = await sql<{ id: number }>`insert into ${sql.table(table)} (dc_id, ${cols})
            select ${toId}, ${cols} from ${sql.table(table)} where id = ${id} returning id`.execute(trx);
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
        select ${toId}, degree, school, year, mention, id_file from dc_education where dc_id = ${fromId} order by id`.execute(
        trx,
      );
      await sql`insert into dc_language (dc_id, language_code, id_level)
        select ${toId}, language_code, id_level from dc_language where dc_id = ${fromId} order by id`.execute(trx);
      await sql`insert into dc_project (dc_id, name, description, start_date, end_date)
        select ${toId}, name, description, start_date, end_date from dc_project where dc_id = ${fromId} order by id`.execute(
        trx,
      );
      await sql`insert into dc_skill (dc_id, id_skill, level)
        select ${toId}, id_skill, level from dc_skill where dc_id = ${fromId} order by id`.execute(trx);
      await sql`insert into dc_other_skill (dc_id, id_skill_type, name, level)
        select ${toId}, id_skill_type, name, level from dc_other_skill where dc_id = ${fromId} order by id`.execute(
        trx,
      );
    },
  };
}
export type SkillsFileRepository = ReturnType<typeof createSkillsFileRepository>;

type Json<T> = T[];
/** One row of `content`: every column is a JSON array (dates as 'YYYY-MM-DD', timestamps as text). */
export interface SectionsRow {
  experiences: Json<{
    id: number;
    idDc: number;
    position: string;
    startDate: string | null;
    endDate: string | null;
    client: string;
    project: string;
    description: string;
    teamsMethods: string;
    tasks: string;
    tools: { idSkill: number; name: string }[];
  }>;
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
  history: Json<{
    id: number;
    fromStatus: number | null;
    toStatus: number;
    changedById: number | null;
    firstName: string | null;
    lastName: string | null;
    changedAt: string;
    comment: string;
  }>;
}
export interface MetaRow {
  versions: Json<{ id: number; version: number; status: number; updatedAt: string; validatedAt: string | null }>;
  hasMessages: boolean;
}
export type ContentRow = SectionsRow & MetaRow;

export type SectionTable = 'dc_experience' | 'dc_education' | 'dc_language' | 'dc_certification' | 'dc_project';

interface DcSet {
  title?: string;
  summary?: string;
}

export interface ExperienceValues {
  position: string;
  startDate: string | null;
  endDate: string | null;
  client: string;
  project: string;
  description: string;
  teamsMethods: string;
  tasks: string;
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

async function setLinks(
  trx: Transaction<Database>,
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
