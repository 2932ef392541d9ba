/**
 * SQL of the catalogue's two lists on the lists' layer (issue 19): the skills and the other (free-entry) skills of the
 * files, each filtered, sorted and paged by its shared definition in one query counted with `count(*) over ()`.
 * Merged into the catalogue's repository. The quick search is case- and accent-insensitive: the term is folded by the
 * caller (foldText) and the fields here by the same fold in SQL.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ListQuery } from '@my-skills/shared/lists';
import { otherSkillsList, skillsCatalogueList } from '@my-skills/shared/schemas/skills-catalogue';
import type { Database } from '../../db/schema';
import { listOrder, listPage, listWhere, type ListColumnsSql } from '../../db/list-query';

type Query = Omit<ListQuery, 'page' | 'pageSize'>;
type PageQuery = Query & { page: number; pageSize: number };

/** The same fold as foldText (skills-catalogue.repository.ts), over an SQL expression. */
export type FoldSql = (expr: RawBuilder<unknown>) => RawBuilder<string>;

export interface CatalogueListRow {
  id: number;
  label: string;
  nameFr: string;
  nameEn: string;
  idBoond: number | null;
  idSkillType: number;
  isActive: boolean;
  typeFr: string;
  typeEn: string;
  isSoft: boolean;
  aliases: string[];
  total: number;
}

export interface OtherSkillListRow {
  idSkillType: number;
  name: string;
  names: string;
  fileCount: number;
  typeFr: string;
  typeEn: string;
  total: number;
}

const aliasesOf = sql`(select string_agg(a.alias, ', ' order by lower(a.alias)) from skill_alias a where a.id_skill = s.id)`;

/** Each column of the skills list as SQL over `s` (the skill) and `t` (its type). */
const skillColumns: ListColumnsSql<typeof skillsCatalogueList.columns> = {
  label: sql`s.label`,
  nameFr: sql`s.name_fr`,
  nameEn: sql`s.name_en`,
  aliases: aliasesOf,
  aliasCount: sql`(select count(*)::int from skill_alias a where a.id_skill = s.id)`,
  skillType: sql`t.code`,
  idBoond: sql`s.id_boond`,
  isActive: sql`s.is_active`,
  files: sql`(select count(*)::int from dc_skill d where d.id_skill = s.id)`,
};

/** Each column of the other skills' list as SQL over `g` (one group: type and lower-cased name) and `t`. */
const otherColumns: ListColumnsSql<typeof otherSkillsList.columns> = {
  name: sql`g.name`,
  names: sql`g.names`,
  skillType: sql`t.code`,
  fileCount: sql`g.file_count`,
  // One probe per name's index (skill_label_lower, skill_name_fr_lower, skill_name_en_lower): a single `exists` with
  // `or` read the whole catalogue once per group (83 ms for 360 groups; decision 024-scale-paging).
  hasCatalogueMatch: sql`(exists (select 1 from skill s where lower(s.label) = g.key)
    or exists (select 1 from skill s where lower(s.name_fr) = g.key)
    or exists (select 1 from skill s where lower(s.name_en) = g.key))`,
};

/**
 * The other skills per type and case-insensitive name — the most used spelling, every spelling, the files — as
 * kept by migration 0027's triggers in the transaction of every write to dc_other_skill (decision 024-scale-paging):
 * a page reads its rows by index instead of grouping every dc_other_skill.
 */
const otherGroups = sql`select id_skill_type, key, name, names, file_count from other_skill_group`;

export function createCatalogueListsRepository(db: Kysely<Database>, fold: FoldSql) {
  const skillSearch = [
    fold(sql`s.label`),
    fold(sql`s.name_fr`),
    fold(sql`s.name_en`),
    fold(sql`coalesce(${aliasesOf}, '')`),
    sql`s.id_boond`,
  ];
  const skillsWhere = (query: Query) => listWhere(skillsCatalogueList, skillColumns, query, skillSearch);
  const otherWhere = (query: Query) => listWhere(otherSkillsList, otherColumns, query, [fold(sql`g.names`)]);
  const total = (count: boolean): RawBuilder<number> => (count ? sql<number>`count(*) over ()::int` : sql<number>`0`);

  const skillsPage = async (query: PageQuery, count: boolean) => {
    const { rows } = await sql<CatalogueListRow>`
      select s.id, s.label, s.name_fr as "nameFr", s.name_en as "nameEn", s.id_boond as "idBoond",
        s.id_skill_type as "idSkillType", s.is_active as "isActive", t.label_fr as "typeFr", t.label_en as "typeEn",
        t.is_soft as "isSoft",
        coalesce((select array_agg(a.alias order by lower(a.alias)) from skill_alias a where a.id_skill = s.id), '{}')
          as aliases,
        ${total(count)} as total
      from skill s join skill_type t on t.id = s.id_skill_type
      where ${skillsWhere(query)}
      order by ${listOrder(skillsCatalogueList, skillColumns, query, sql`s.id`)}
      ${listPage(query)}`.execute(db);
    return rows;
  };

  const otherPage = async (query: PageQuery, count: boolean) => {
    const { rows } = await sql<OtherSkillListRow>`
      with g as (${otherGroups})
      select g.id_skill_type as "idSkillType", g.name, g.names, g.file_count as "fileCount",
        t.label_fr as "typeFr", t.label_en as "typeEn", ${total(count)} as total
      from g join skill_type t on t.id = g.id_skill_type
      where ${otherWhere(query)}
      order by ${listOrder(otherSkillsList, otherColumns, query, sql`g.key, g.id_skill_type`)}
      ${listPage(query)}`.execute(db);
    return rows;
  };

  return {
    /** One page of the catalogue, each row with the count of every matching skill. */
    skillsListPage: (query: ListQuery) => skillsPage(query, true),
    skillsListBatch: (query: Query, page: number, pageSize: number) => skillsPage({ ...query, page, pageSize }, false),
    async skillsListCount(query: Query) {
      const { rows } = await sql<{ total: number }>`
        select count(*)::int as total from skill s join skill_type t on t.id = s.id_skill_type
        where ${skillsWhere(query)}`.execute(db);
      return rows[0]?.total ?? 0;
    },

    /** One page of the other skills, each row with the count of every matching group. */
    otherSkillsListPage: (query: ListQuery) => otherPage(query, true),
    otherSkillsListBatch: (query: Query, page: number, pageSize: number) =>
      otherPage({ ...query, page, pageSize }, false),
    async otherSkillsListCount(query: Query) {
      const { rows } = await sql<{ total: number }>`
        with g as (${otherGroups})
        select count(*)::int as total from g join skill_type t on t.id = g.id_skill_type
        where ${otherWhere(query)}`.execute(db);
      return rows[0]?.total ?? 0;
    },
  };
}
