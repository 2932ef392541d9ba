/**
 * Key people's SQL: the record (a document of the kernel, keyed on the person's id) with its missions, positions and
 * rates; the person's skills-file skills; the brands; the people who are not key people yet; the list (scope, filters,
 * sort, page) and its export in batches. Scope: the org chart's `followedBy` (the chain, or everyone with "all"
 * access).
 */
import { sql, type RawBuilder } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { ListQuery } from '@my-skills/shared/lists';
import type { Db, Queryable, TableUpdate, Trx } from '../../db/types';
import { idsInOrder, pageOfIds, searchCondition } from '../../db/list-query';
import type { HistoryTable } from '../../lib/documents/document-tables.repository';
import { everyoneButOnRow, followedBy, followsPerson, type OrgViewer } from '../people/org-chart.repository';
import {
  currentClient,
  currentFile,
  orderOf,
  readsPerson,
  searchFields,
  whereOf,
  type KeyPeopleListRow,
} from './key-people-list.repository';

export const KEY_PEOPLE_HISTORY: HistoryTable = { table: 'key_people_history', documentColumn: 'key_people_id' };
export type KeyPeopleColumns = TableUpdate<'key_people'>;

/** A person as the record needs them, with their record's row when they have one (`status` null: none). */
export interface LoadedPerson {
  id: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  managerId: number | null;
  managerName: string | null;
  idBoond: number | null;
  /** An employee: an account of role 1 or above. */
  employee: boolean;
  status: number | null;
  rowVersion: number | null;
  categories: number[] | null;
  kptEvalCapacity: boolean | null;
  kptTechContributor: boolean | null;
  kptArchitectCapacity: boolean | null;
  kptRecruitQuality: boolean | null;
  kptConceptionTraining: boolean | null;
  kptPreSale: boolean | null;
  kptComment: string | null;
  kpmissionComment: string | null;
  kpmissionRsiComment: string | null;
  kphpoComment: string | null;
  updatedAt: Date | null;
  updatedByName: string | null;
}

export interface RecordContent {
  categories: number[];
  kptEvalCapacity: boolean;
  kptTechContributor: boolean;
  kptArchitectCapacity: boolean;
  kptRecruitQuality: boolean;
  kptConceptionTraining: boolean;
  kptPreSale: boolean;
  kptComment: string;
  kpmissionComment: string;
  kpmissionRsiComment: string;
  kphpoComment: string;
  missions: {
    client: string;
    idBrand: number | null;
    startDate: string | null;
    endDate: string | null;
    role: string;
  }[];
  positions: { title: string; startDate: string | null; endDate: string | null }[];
  skills: { idSkill: number; rate: number; high: boolean }[];
}

/** The record's own columns from its content. */
export const recordColumns = (c: RecordContent) => ({
  categories: [...new Set(c.categories)].sort((a, b) => a - b),
  kpt_eval_capacity: c.kptEvalCapacity,
  kpt_tech_contributor: c.kptTechContributor,
  kpt_architect_capacity: c.kptArchitectCapacity,
  kpt_recruit_quality: c.kptRecruitQuality,
  kpt_conception_training: c.kptConceptionTraining,
  kpt_pre_sale: c.kptPreSale,
  kpt_comment: c.kptComment,
  kpmission_comment: c.kpmissionComment,
  kpmission_rsi_comment: c.kpmissionRsiComment,
  kphpo_comment: c.kphpoComment,
});

export function createKeyPeopleRepository(db: Db) {
  /** The list's row of each record of `from` (naming `k` and `p`). */
  const rowsOf = (
    from: RawBuilder<unknown>,
    where: RawBuilder<boolean>,
    order: RawBuilder<unknown>,
    limit: RawBuilder<unknown>,
    idLang: number,
    today: string,
  ) =>
    sql<KeyPeopleListRow>`select k.id as "idUser", p.first_name as "firstName", p.last_name as "lastName", p.reference,
        (select m.first_name || ' ' || m.last_name from person m where m.id = p.manager_id) as "managerName",
        k.categories, k.status,
        (select count(*) from key_people_mission mm where mm.key_people_id = k.id)::int as missions,
        ${currentClient(today)} as "currentClient",
        (select count(*) from key_people_skill ks where ks.key_people_id = k.id and ks.high)::int as "highSkills",
        k.updated_at as "updatedAt", ${currentFile(idLang)} as "idDc"
      ${from} where ${where} order by ${order} ${limit}`;
  /**
   * The records the viewer follows, over `k` and `p` (the person, joined unless `person` is false): for "all" access
   * the employees' records but the viewer's own, on the record's own flag (migration 0037), so that a count reads the
   * records alone; for a chain, the chain's people.
   */
  const fromFollowed = (viewer: OrgViewer, person = true) =>
    viewer.seesAll
      ? sql`from key_people k ${person ? sql`join person p on p.id = k.id` : sql``}
        where ${everyoneButOnRow(viewer.personId, sql`k.owner_employee`, sql`k.id`)}`
      : sql`from key_people k join person p on p.id = k.id where ${followsPerson(viewer)}`;

  return {
    /** The owner of a record (its id is the person's), or undefined when the person has none. */
    ownerOf: (id: number, q: Queryable = db) =>
      q
        .selectFrom('key_people')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()
        .then((r) => r?.id),

    /** A person with their record's row (null columns without one), or undefined for an unknown person. */
    async loadPerson(personId: number): Promise<LoadedPerson | undefined> {
      const { rows } = await sql<LoadedPerson>`select p.id, p.first_name as "firstName", p.last_name as "lastName",
          p.reference, p.manager_id as "managerId", p.id_boond as "idBoond",
          (select m.first_name || ' ' || m.last_name from person m where m.id = p.manager_id) as "managerName",
          exists (select 1 from account a where a.person_id = p.id and a.role_id >= 1) as employee,
          k.status, k.row_version as "rowVersion", k.categories,
          k.kpt_eval_capacity as "kptEvalCapacity", k.kpt_tech_contributor as "kptTechContributor",
          k.kpt_architect_capacity as "kptArchitectCapacity", k.kpt_recruit_quality as "kptRecruitQuality",
          k.kpt_conception_training as "kptConceptionTraining", k.kpt_pre_sale as "kptPreSale",
          k.kpt_comment as "kptComment", k.kpmission_comment as "kpmissionComment",
          k.kpmission_rsi_comment as "kpmissionRsiComment", k.kphpo_comment as "kphpoComment",
          k.updated_at as "updatedAt", (select u.first_name || ' ' || u.last_name from person u where u.id = k.updated_by)
            as "updatedByName"
        from person p left join key_people k on k.id = p.id where p.id = ${personId}`.execute(db);
      return rows[0];
    },

    missions: (id: number) =>
      db
        .selectFrom('key_people_mission as m')
        .leftJoin('brand as b', 'b.id', 'm.brand_id')
        .select(['m.id', 'm.client', 'm.brand_id as idBrand', 'b.name as brandName', 'm.role'])
        .select([sql<string | null>`to_char(m.start_date, 'YYYY-MM-DD')`.as('startDate')])
        .select([sql<string | null>`to_char(m.end_date, 'YYYY-MM-DD')`.as('endDate')])
        .where('m.key_people_id', '=', id)
        .orderBy(sql`m.start_date desc nulls first`)
        .orderBy('m.id')
        .execute(),
    positions: (id: number) =>
      db
        .selectFrom('key_people_position as p')
        .select(['p.id', 'p.title'])
        .select([sql<string | null>`to_char(p.start_date, 'YYYY-MM-DD')`.as('startDate')])
        .select([sql<string | null>`to_char(p.end_date, 'YYYY-MM-DD')`.as('endDate')])
        .where('p.key_people_id', '=', id)
        .orderBy(sql`p.start_date desc nulls first`)
        .orderBy('p.id')
        .execute(),
    /** The saved rates with the skill's names. */
    rates: (id: number) =>
      db
        .selectFrom('key_people_skill as r')
        .innerJoin('skill as s', 's.id', 'r.skill_id')
        .select(['r.skill_id as idSkill', 'r.rate', 'r.high', 's.label', 's.name_fr as nameFr', 's.name_en as nameEn'])
        .where('r.key_people_id', '=', id)
        .execute(),

    /**
     * The skills of the person's latest skills file (not archived) in `idLang`, else in the other language: the file
     * and its hard catalogue skills (BoondManager's tools, what rates are) with their star level.
     */
    async fileSkills(personId: number, idLang: number) {
      const file = await db
        .selectFrom('dc')
        .select(['id', 'id_lang as idLang'])
        .where('person_id', '=', personId)
        .where('status', '<>', DC_STATUSES.ARCHIVED)
        .orderBy(sql`(id_lang = ${idLang})`, 'desc')
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!file) return { file: null, skills: [] };
      const skills = await db
        .selectFrom('dc_skill as ds')
        .innerJoin('skill as s', 's.id', 'ds.id_skill')
        .innerJoin('skill_type as t', 't.id', 's.id_skill_type')
        .select(['s.id as idSkill', 's.label', 's.name_fr as nameFr', 's.name_en as nameEn', 'ds.level'])
        .where('ds.dc_id', '=', file.id)
        .where('t.is_soft', '=', false)
        .orderBy('ds.level', 'desc')
        .orderBy('s.label')
        .execute();
      return { file: { idDc: file.id, idLang: file.idLang }, skills };
    },

    /** The catalogue skills among `ids` (their names, for the messages; soft ones are no tools). */
    skillsByIds: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('skill as s')
            .innerJoin('skill_type as t', 't.id', 's.id_skill_type')
            .select(['s.id', 's.label', 's.name_fr as nameFr', 's.name_en as nameEn', 't.is_soft as isSoft'])
            .where('s.id', 'in', ids)
            .execute(),

    /** Active brands, and those the person's missions use when `personId` is given. */
    brands: (personId?: number) =>
      db
        .selectFrom('brand as b')
        .select(['b.id', 'b.name', 'b.is_active as isActive'])
        .where((eb) =>
          personId === undefined
            ? eb('b.is_active', '=', true)
            : eb.or([
                eb('b.is_active', '=', true),
                eb.exists(
                  eb
                    .selectFrom('key_people_mission as m')
                    .select('m.id')
                    .whereRef('m.brand_id', '=', 'b.id')
                    .where('m.key_people_id', '=', personId),
                ),
              ]),
        )
        .orderBy('b.name')
        .execute(),

    /** A new record (the caller turns a duplicate key into a 409). */
    insertRecord: (trx: Trx, personId: number, status: number, by: number, content: RecordContent) =>
      trx
        .insertInto('key_people')
        .values({ id: personId, status, created_by: by, updated_by: by, ...recordColumns(content) })
        .execute(),

    /** Replaces the record's missions, positions and rates. */
    async replaceRows(trx: Trx, id: number, content: RecordContent) {
      await trx.deleteFrom('key_people_mission').where('key_people_id', '=', id).execute();
      await trx.deleteFrom('key_people_position').where('key_people_id', '=', id).execute();
      await trx.deleteFrom('key_people_skill').where('key_people_id', '=', id).execute();
      if (content.missions.length > 0)
        await trx
          .insertInto('key_people_mission')
          .values(
            content.missions.map((m) => ({
              key_people_id: id,
              client: m.client,
              brand_id: m.idBrand,
              start_date: m.startDate,
              end_date: m.endDate,
              role: m.role,
            })),
          )
          .execute();
      if (content.positions.length > 0)
        await trx
          .insertInto('key_people_position')
          .values(
            content.positions.map((p) => ({
              key_people_id: id,
              title: p.title,
              start_date: p.startDate,
              end_date: p.endDate,
            })),
          )
          .execute();
      if (content.skills.length > 0)
        await trx
          .insertInto('key_people_skill')
          .values(content.skills.map((s) => ({ key_people_id: id, skill_id: s.idSkill, rate: s.rate, high: s.high })))
          .execute();
    },

    /** A status change's history row (from → to), in the save's transaction. */
    insertStatusChange: (trx: Trx, id: number, from: number, to: number, by: number, comment: string) =>
      trx
        .insertInto('key_people_history')
        .values({ key_people_id: id, from_status: from, to_status: to, changed_by: by, comment })
        .execute(),

    /** People of the viewer's scope, employees, without a record, matching `term` (by name then id). */
    async withoutRecord(viewer: OrgViewer, term: string, limit: number) {
      const { rows } = await sql<{
        id: number;
        firstName: string;
        lastName: string;
        reference: string | null;
        managerName: string | null;
      }>`
        with scope as (${followedBy(viewer)})
        select p.id, p.first_name as "firstName", p.last_name as "lastName", p.reference,
          (select m.first_name || ' ' || m.last_name from person m where m.id = p.manager_id) as "managerName"
        from scope s join person p on p.id = s.id
        where not exists (select 1 from key_people k where k.id = p.id)
          and exists (select 1 from account a where a.person_id = p.id and a.role_id >= 1 and a.is_active)
          and ${searchCondition(term, searchFields)}
        order by lower(p.last_name), lower(p.first_name), p.id
        limit ${limit}`.execute(db);
      return rows;
    },

    /**
     * One page of the list, with the number of rows matching: the page's ids first (in the name's index order when
     * sorted by name, the scope a condition on each record's person), counted apart (db/list-query), then the row of
     * each — the look-ups of a row (manager, counts, current client, skills file) run for the page's rows only.
     */
    async page(viewer: OrgViewer, query: ListQuery, idLang: number, today: string) {
      const { rows: ids, ...counted } = await pageOfIds(db, query, {
        from: sql`${fromFollowed(viewer)} and ${whereOf(query, today)}`,
        countFrom: sql`${fromFollowed(viewer, readsPerson(query))} and ${whereOf(query, today)}`,
        key: sql`k.id`,
        order: orderOf(query, today),
      });
      if (ids.length === 0) return { rows: [], ...counted };
      const { rows } = await rowsOf(
        sql`from ${idsInOrder(ids)} join key_people k on k.id = s.id join person p on p.id = k.id`,
        sql<boolean>`true`,
        sql`s.n`,
        sql``,
        idLang,
        today,
      ).execute(db);
      return { rows, ...counted };
    },
    /** An export's ids in the list's order (one scan of the scope), then its rows batch after batch. */
    async exportIds(viewer: OrgViewer, query: Omit<ListQuery, 'page' | 'pageSize'>, today: string) {
      const { rows } = await sql<{ id: number }>`
        select k.id ${fromFollowed(viewer)} and ${whereOf(query, today)} order by ${orderOf(query, today)}`.execute(db);
      return rows.map((r) => r.id);
    },
    async exportBatch(ids: number[], idLang: number, today: string) {
      const from = sql`from ${idsInOrder(ids)} join key_people k on k.id = s.id
        join person p on p.id = k.id`;
      const { rows } = await rowsOf(from, sql<boolean>`true`, sql`s.n`, sql``, idLang, today).execute(db);
      return rows;
    },
  };
}
export type KeyPeopleRepository = ReturnType<typeof createKeyPeopleRepository>;
export type { KeyPeopleListRow };
