/**
 * The lists of /management/competence and of the two administration exports, on the lists' shared query helper
 * (lib/lists): the people the viewer follows (the scope CTE first), each list's columns as SQL expressions, filters
 * and sort as parameterised SQL. A page reads its rows' details after the limit; an export first reads the sorted
 * keys of every row (integers), then the rows a batch at a time, so a large export never sorts twice per batch.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ListColumnsSql } from '../../db/list-query';
import { listOrder, listPage, listWhere } from '../../db/list-query';
import {
  certificationsExportList,
  CERTIFICATION_EXPIRING_DAYS,
  skillsExportList,
  skillsPeopleList,
  type ExpiryState,
  type SkillsPeopleQuery,
} from '@my-skills/shared/schemas/skills-search';
import type { ListQuery } from '@my-skills/shared/lists';
import { DC_STATUSES } from '@my-skills/shared/constants';
import { byLanguage } from '@my-skills/shared/ui-language';
import type { Database } from '../../db/schema';
import { followedBy, type OrgViewer } from '../people/org-chart.repository';
import { chosenFileId, hasRole, isChosenFile, managerNameOf, roleOf, yearsOf } from './person-facts.repository';

type Sorted = Pick<ListQuery, 'searchTerm' | 'filters' | 'sort' | 'order'>;
const ARCHIVED = sql.lit(DC_STATUSES.ARCHIVED);
const inLanguage = (idLang: number, fr: string, en: string) => sql<string>`${sql.ref(byLanguage(idLang, fr, en))}`;
const ids = (keys: readonly number[]) => sql.join(keys.map((k) => sql`${k}::int`));
const nameFields = [sql`p.first_name`, sql`p.last_name`, sql`p.reference`];
/** The tie-break of every list: the person's name, then id (pages never overlap). */
const byName = sql`lower(p.last_name), lower(p.first_name), p.id`;

/**
 * A per-row look-up (`alias` from `select`, correlated to the rows before it): for a chain, kept per row on the
 * indexes (`offset 0`: the planner cannot know the chain is small and would hash a whole table); with "all" access, a
 * join the planner is free to run in bulk.
 */
const lookup = (viewer: OrgViewer, select: RawBuilder<unknown>, alias: string) =>
  viewer.seesAll
    ? sql`join lateral (${select}) as ${sql.table(alias)} on true`
    : sql`cross join lateral (${select} offset 0) as ${sql.table(alias)}`;
/** The person `p`'s chosen file, as `f`: looked up per person for a chain, an anti-join in bulk for everyone. */
const chosenFile = (viewer: OrgViewer) =>
  viewer.seesAll
    ? sql`join dc f on f.person_id = p.id and ${isChosenFile('f')}`
    : lookup(viewer, sql`select f.id, f.id_lang, f.status from dc f where f.id = ${chosenFileId(sql`p.id`)}`, 'f');

export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  roleId: number | null;
  managerName: string | null;
  files: { idLang: number; idDc: number; status: number }[] | null;
  idDc: number | null;
  idLang: number | null;
  years: number | null;
  skillCount: number;
}

export interface SkillRow {
  key: number;
  idPerson: number;
  idDc: number;
  idSkill: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  idLang: number;
  dcStatus: number;
  skillType: string;
  skill: string;
  level: number;
}

export interface CertificationRow {
  id: number;
  idPerson: number;
  idDc: number;
  idLang: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  name: string;
  organism: string;
  obtained: string | null;
  expiry: string | null;
  expiresInDays: number | null;
  expiryState: ExpiryState;
}

export function createSkillsListsRepository(db: Kysely<Database>) {
  /**
   * Keys (and the total) of a sorted list over the viewer's scope: a page of them, or all of them (`page` null).
   * The page and the count are two queries: the page may then stop early (walking an index in the sort's order),
   * and the count needs no sort.
   */
  async function sortedKeys(
    viewer: OrgViewer,
    from: (viewer: OrgViewer) => RawBuilder<unknown>,
    key: RawBuilder<unknown>,
    where: RawBuilder<boolean>,
    order: RawBuilder<unknown>,
    page: Pick<ListQuery, 'page' | 'pageSize'> | null,
  ): Promise<{ keys: number[]; total: number }> {
    const rows = sql`with scope as (${followedBy(viewer)}) select ${key} as key
      from scope s ${lookup(viewer, sql`select p.* from person p where p.id = s.id`, 'p')} ${from(viewer)}
      where ${where}`;
    const [keys, count] = await Promise.all([
      sql<{ key: number }>`${rows} order by ${order} ${page ? listPage(page) : sql``}`.execute(db),
      page ? sql<{ total: number }>`select count(*)::int as total from (${rows}) x`.execute(db) : null,
    ]);
    return { keys: keys.rows.map((r) => r.key), total: count ? count.rows[0]!.total : keys.rows.length };
  }
  const inKeyOrder = <T extends { key: number }>(keys: readonly number[], rows: T[]) => {
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return keys.flatMap((k) => byKey.get(k) ?? []);
  };

  // ── the people list ───────────────────────────────────────────────────────────────────────────────────────
  const peopleColumns = (nowMonth: number): ListColumnsSql<typeof skillsPeopleList.columns> => {
    const file = chosenFileId(sql`p.id`);
    const statusIn = (idLang: number) =>
      sql`coalesce((select d.status from dc d where d.person_id = p.id and d.id_lang = ${sql.lit(idLang)}
        and d.status <> ${ARCHIVED}), 0)`;
    return {
      lastName: sql`p.last_name`,
      firstName: sql`p.first_name`,
      reference: sql`p.reference`,
      role: roleOf(sql`p.id`),
      managerName: managerNameOf(sql`p.manager_id`),
      dcStatusFr: statusIn(1),
      dcStatusEn: statusIn(2),
      years: sql`case when ${file} is null then null else ${yearsOf(file, nowMonth)} end`,
      skillCount: sql`(select count(*)::int from dc_skill ds where ds.dc_id = ${file})`,
    };
  };

  return {
    async people(viewer: OrgViewer, query: SkillsPeopleQuery, nowMonth: number) {
      const columns = peopleColumns(nowMonth);
      const conditions = [listWhere(skillsPeopleList, columns, query, nameFields)];
      if (query.idRole !== undefined) conditions.push(hasRole(sql`p.id`, [query.idRole]));
      if (query.idSkill !== undefined) {
        conditions.push(sql<boolean>`exists (select 1 from dc_skill ds where ds.dc_id = ${chosenFileId(sql`p.id`)}
          and ds.id_skill = ${query.idSkill} and ds.level >= ${query.minLevel ?? 1})`);
      }
      const { keys, total } = await sortedKeys(
        viewer,
        () => sql``,
        sql`p.id`,
        sql<boolean>`${sql.join(conditions, sql` and `)}`,
        listOrder(skillsPeopleList, columns, query, byName),
        query,
      );
      if (keys.length === 0) return { rows: [] as PersonRow[], total };
      const { rows } = await sql<PersonRow & { key: number }>`
        select p.id as key, p.id, p.first_name as "firstName", p.last_name as "lastName", p.reference,
          ${columns.role} as "roleId", ${columns.managerName} as "managerName",
          (select json_agg(json_build_object('idLang', d.id_lang, 'idDc', d.id, 'status', d.status))
            from dc d where d.person_id = p.id and d.status <> ${ARCHIVED}) as files,
          f.id as "idDc", f.id_lang as "idLang",
          case when f.id is null then null else ${yearsOf(sql`f.id`, nowMonth)} end as years,
          (select count(*)::int from dc_skill ds where ds.dc_id = f.id) as "skillCount"
        from person p
        left join lateral (select d.id, d.id_lang from dc d where d.id = ${chosenFileId(sql`p.id`)} offset 0) f on true
        where p.id in (${ids(keys)})`.execute(db);
      return { rows: inKeyOrder(keys, rows), total };
    },

    // ── skills per person ─────────────────────────────────────────────────────────────────────────────────
    async skillKeys(viewer: OrgViewer, query: Sorted, idLang: number, page: ListQuery | null) {
      const columns: ListColumnsSql<typeof skillsExportList.columns> = {
        lastName: sql`p.last_name`,
        firstName: sql`p.first_name`,
        reference: sql`p.reference`,
        idLang: sql`f.id_lang`,
        dcStatus: sql`f.status`,
        skillType: inLanguage(idLang, 't.label_fr', 't.label_en'),
        skill: inLanguage(idLang, 'k.name_fr', 'k.name_en'),
        level: sql`ds.level`,
      };
      return sortedKeys(
        viewer,
        (v) => sql`${chosenFile(v)}
          ${lookup(v, sql`select ds.id, ds.id_skill, ds.level from dc_skill ds where ds.dc_id = f.id`, 'ds')}
          join skill k on k.id = ds.id_skill join skill_type t on t.id = k.id_skill_type`,
        sql`ds.id`,
        listWhere(skillsExportList, columns, query, [...nameFields, columns.skill!]),
        listOrder(skillsExportList, columns, query, sql`${byName}, t.sort_order, lower(${columns.skill!}), ds.id`),
        page,
      );
    },

    async skillRows(keys: readonly number[], idLang: number): Promise<SkillRow[]> {
      if (keys.length === 0) return [];
      const { rows } = await sql<SkillRow>`
        select ds.id as key, p.id as "idPerson", f.id as "idDc", ds.id_skill as "idSkill",
          p.first_name as "firstName", p.last_name as "lastName", p.reference, f.id_lang as "idLang",
          f.status as "dcStatus", ${inLanguage(idLang, 't.label_fr', 't.label_en')} as "skillType",
          ${inLanguage(idLang, 'k.name_fr', 'k.name_en')} as skill, ds.level
        from dc_skill ds join dc f on f.id = ds.dc_id join person p on p.id = f.person_id
        join skill k on k.id = ds.id_skill join skill_type t on t.id = k.id_skill_type
        where ds.id in (${ids(keys)})`.execute(db);
      return inKeyOrder(keys, rows);
    },

    // ── certifications ────────────────────────────────────────────────────────────────────────────────────
    async certificationKeys(viewer: OrgViewer, query: Sorted, today: string, page: ListQuery | null) {
      const columns: ListColumnsSql<typeof certificationsExportList.columns> = {
        lastName: sql`p.last_name`,
        firstName: sql`p.first_name`,
        reference: sql`p.reference`,
        name: sql`c.name`,
        organism: sql`c.organism`,
        obtained: sql`c.obtained_date`,
        expiry: sql`c.expiry_date`,
        expiresInDays: expiresInDays(today),
        expiryState: expiryState(today),
      };
      return sortedKeys(
        viewer,
        (v) => sql`${chosenFile(v)}
          ${lookup(v, sql`select c.* from dc_certification c where c.dc_id = f.id`, 'c')}`,
        sql`c.id`,
        listWhere(certificationsExportList, columns, query, [...nameFields, sql`c.name`, sql`c.organism`]),
        listOrder(certificationsExportList, columns, query, sql`${byName}, lower(c.name), c.id`),
        page,
      );
    },

    async certificationRows(keys: readonly number[], today: string): Promise<(CertificationRow & { key: number })[]> {
      if (keys.length === 0) return [];
      const { rows } = await sql<CertificationRow & { key: number }>`
        select c.id as key, c.id, p.id as "idPerson", f.id as "idDc", f.id_lang as "idLang", p.first_name as "firstName",
          p.last_name as "lastName", p.reference, c.name, c.organism,
          to_char(c.obtained_date, 'YYYY-MM-DD') as obtained, to_char(c.expiry_date, 'YYYY-MM-DD') as expiry,
          ${expiresInDays(today)} as "expiresInDays", ${expiryState(today)} as "expiryState"
        from dc_certification c join dc f on f.id = c.dc_id join person p on p.id = f.person_id
        where c.id in (${ids(keys)})`.execute(db);
      return inKeyOrder(keys, rows);
    },
  };
}
export type SkillsListsRepository = ReturnType<typeof createSkillsListsRepository>;

/** Days from today to the expiry date (negative once expired; null without an expiry date). */
const expiresInDays = (today: string) => sql<number | null>`(c.expiry_date - ${today}::date)`;

/** expired (before today), expiring (within CERTIFICATION_EXPIRING_DAYS), valid, none (no expiry date). */
const expiryState = (today: string) =>
  sql<ExpiryState>`case when c.expiry_date is null then 'none' when c.expiry_date < ${today}::date then 'expired'
    when c.expiry_date <= ${today}::date + ${sql.lit(CERTIFICATION_EXPIRING_DAYS)} then 'expiring' else 'valid' end`;
