/**
 * Skills file (DC): the file row and what a file is made from (its owner, versions, skills, the catalogue and job
 * profiles it refers to). Functions take an optional transaction (`q`) and default to the database.
 * The content's read statement is skills-file-read.repository.ts; section writes are sections.repository.ts; the
 * row-version gate, history and version numbers are the document kernel's (lib/documents).
 */
import { sql, type Kysely } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import { CANDIDATE_ROLE } from '@my-skills/shared/roles';
import type { Database } from '../../db/schema';
import type { Queryable as Db, Trx } from '../../db/types';
import { managesInChain } from '../people/org-chart.repository';

export function createSkillsFileRepository(db: Kysely<Database>) {
  /** The file with its owner, manager and last editor, and whether `viewerId` manages the owner (down the chain). */
  const findFile = (fileId: number, viewerId = 0, q: Db = db) =>
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
        managesInChain(viewerId, sql.ref('p.id')).as('managesOwner'),
      ])
      .where('d.id', '=', fileId)
      .executeTakeFirst();

  /** A person's files in a language (id, status, title). */
  const fileIn = (personId: number, idLang: number, q: Db) =>
    q
      .selectFrom('dc')
      .select(['id', 'status', 'title'])
      .where('person_id', '=', personId)
      .where('id_lang', '=', idLang);

  return {
    findFile,

    /** The file's owner (object-access). */
    ownerOf: (fileId: number, q: Db = db) =>
      q
        .selectFrom('dc')
        .select('person_id as personId')
        .where('id', '=', fileId)
        .executeTakeFirst()
        .then((row) => row?.personId),

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

    /** The person's current (not archived) file in a language. */
    currentFile(personId: number, idLang: number, q: Db = db) {
      return fileIn(personId, idLang, q).where('status', '<>', DC_STATUSES.ARCHIVED).executeTakeFirst();
    },

    /** Title of the person's latest file in a language (current, else the newest archived). */
    latestFile(personId: number, idLang: number, q: Db = db) {
      return fileIn(personId, idLang, q)
        .orderBy(sql`status = ${sql.lit(DC_STATUSES.ARCHIVED)}`)
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
        .where('role_id', '=', CANDIDATE_ROLE)
        .where('is_active', '=', true)
        .executeTakeFirst();
      return Boolean(row);
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

    async insertFile(
      trx: Trx,
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
          status: DC_STATUSES.DRAFT,
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

    /** Pre-fills a new file's skills from a job profile's expected skills (active ones). */
    prefillFromProfile(trx: Trx, fileId: number, idProfile: number) {
      return trx
        .insertInto('dc_skill')
        .columns(['dc_id', 'id_skill', 'level'])
        .expression((eb) =>
          eb
            .selectFrom('job_profile_skill as j')
            .innerJoin('skill as s', 's.id', 'j.id_skill')
            .select([sql.lit(fileId).as('dc_id'), 'j.id_skill', 'j.level'])
            .where('j.id_profile', '=', idProfile)
            .where('s.is_active', '=', true),
        )
        .execute();
    },

    async replaceSkills(trx: Trx, fileId: number, skills: readonly { idSkill: number; level: number }[]) {
      await trx.deleteFrom('dc_skill').where('dc_id', '=', fileId).execute();
      if (skills.length) {
        await trx
          .insertInto('dc_skill')
          .values(skills.map((s) => ({ dc_id: fileId, id_skill: s.idSkill, level: s.level })))
          .execute();
      }
    },

    async replaceOtherSkills(
      trx: Trx,
      fileId: number,
      others: readonly { idSkillType: number; name: string; level: number }[],
    ) {
      await trx.deleteFrom('dc_other_skill').where('dc_id', '=', fileId).execute();
      if (others.length) {
        await trx
          .insertInto('dc_other_skill')
          .values(others.map((o) => ({ dc_id: fileId, id_skill_type: o.idSkillType, name: o.name, level: o.level })))
          .execute();
      }
    },
  };
}
export type SkillsFileRepository = ReturnType<typeof createSkillsFileRepository>;
export type LoadedFile = NonNullable<Awaited<ReturnType<SkillsFileRepository['findFile']>>>;
