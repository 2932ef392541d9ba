/**
 * The key people's list as SQL over `k` (the record) and `p` (the person): its columns, filters (the categories on the
 * array, the status on the record's own column), order and the look-ups of a row — used by key-people.repository for
 * the page, its count and the export.
 */
import { sql, type RawBuilder } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { ListFilter, ListQuery } from '@my-skills/shared/lists';
import { keyPeopleList } from '@my-skills/shared/schemas/key-people';
import {
  equalOrNot,
  listOrder,
  listWhere,
  queryReads,
  type ListColumnsSql,
  type ListFiltersSql,
} from '../../db/list-query';

export interface KeyPeopleListRow {
  idUser: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  managerName: string | null;
  categories: number[];
  status: number;
  missions: number;
  currentClient: string | null;
  highSkills: number;
  updatedAt: Date | string | null;
  idDc: number | null;
}

const day = (d: string) => sql`${d}::date`;
/** The mission going on at `today` (the latest started), else the latest one. */
export const currentClient = (
  today: string,
) => sql`(select mm.client from key_people_mission mm where mm.key_people_id = k.id
  and (mm.start_date is null or mm.start_date <= ${day(today)}) and (mm.end_date is null or mm.end_date >= ${day(today)})
  order by mm.start_date desc nulls last, mm.id desc limit 1)`;

/** Each column of the list as SQL over `k` (the record) and `p` (the person). */
export const columnsSql = (today: string): ListColumnsSql<typeof keyPeopleList.columns> => ({
  name: sql`(p.last_name || ' ' || p.first_name)`,
  reference: sql`p.reference`,
  manager: sql`(select m.last_name || ' ' || m.first_name from person m where m.id = p.manager_id)`,
  status: sql`(case when k.status = 2 then 'past' else 'inProgress' end)`,
  missions: sql`(select count(*) from key_people_mission mm where mm.key_people_id = k.id)::int`,
  currentClient: currentClient(today),
  highSkills: sql`(select count(*) from key_people_skill ks where ks.key_people_id = k.id and ks.high)::int`,
  updatedAt: sql`k.updated_at`,
});
export const searchFields = [sql`p.first_name`, sql`p.last_name`, sql`p.reference`];

/** "Has category X" on the smallint[] (the GIN index): equal, different, empty, not empty. */
function categoryCondition(filter: ListFilter): RawBuilder<boolean> {
  const has = sql<boolean>`k.categories @> array[${Number(filter.value)}]::smallint[]`;
  switch (filter.op) {
    case 'equal':
      return has;
    case 'different':
      return sql<boolean>`not (${has})`;
    case 'empty':
      return sql<boolean>`cardinality(k.categories) = 0`;
    default:
      return sql<boolean>`cardinality(k.categories) > 0`;
  }
}

/**
 * The status filter on `k.status` itself (past: 2, in progress: any other) rather than on the computed text: the
 * planner then knows how many records it keeps (it guessed 11 of 1 821 from the text at 50 000 people, and sorted them
 * all) and may read the page in the name's order. `different` is "not true", as the column's condition.
 */
const statusFilters: ListFiltersSql<typeof keyPeopleList.columns> = {
  status: (filter) => {
    const is = { past: sql<boolean>`(k.status = 2)`, inProgress: sql<boolean>`(k.status <> 2)` }[
      filter.value as 'past' | 'inProgress'
    ];
    return equalOrNot(filter, is);
  },
};

/** Whether the list's condition reads the person (a search, a filter on the name, reference or manager). */
export const readsPerson = (query: Omit<ListQuery, 'page' | 'pageSize'>) =>
  queryReads(query, ['name', 'reference', 'manager'], { search: true });

/** The list's condition: the category filters on the array, the others through the lists' helper. */
export function whereOf(query: Omit<ListQuery, 'page' | 'pageSize'>, today: string): RawBuilder<boolean> {
  const categories = query.filters.filter((f) => f.field === 'categories');
  const others = { ...query, filters: query.filters.filter((f) => f.field !== 'categories') };
  const conditions = [
    listWhere(keyPeopleList, columnsSql(today), others, searchFields, statusFilters),
    ...categories.map(categoryCondition),
  ];
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

export const orderOf = (query: Pick<ListQuery, 'sort' | 'order'>, today: string) =>
  listOrder(keyPeopleList, columnsSql(today), query, sql`k.id`);

/** The person's current skills file in a language (its id), as a list column. */
export const currentFile = (idLang: number) => sql<number | null>`(select d.id from dc d where d.person_id = p.id
  and d.id_lang = ${idLang} and d.status <> ${sql.lit(DC_STATUSES.ARCHIVED)} order by d.version desc limit 1)`;
