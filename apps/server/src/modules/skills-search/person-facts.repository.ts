/**
 * SQL pieces of the skills search and its lists, written once: which file a person's skills are read from, the
 * years of experience of a file, the scope of a viewer for a candidate row.
 */
import { sql, type RawBuilder } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';

const ARCHIVED = sql.lit(DC_STATUSES.ARCHIVED);
const VALIDATED = sql.lit(DC_STATUSES.VALIDATED);

/**
 * The id of the file a person's skills are read from (packages/shared FILE_CHOICE): their current file (not
 * archived; at most one per language, index `dc_current`) in `idLang` when given; otherwise the validated one,
 * else the one updated last. A scalar subquery: evaluated only for the rows that use it.
 */
export const chosenFileId = (personId: RawBuilder<unknown>, idLang?: number): RawBuilder<number | null> =>
  sql<number | null>`(select d.id from dc d where d.person_id = ${personId} and d.status <> ${ARCHIVED}
    ${idLang ? sql`and d.id_lang = ${idLang}` : sql``}
    order by (d.status = ${VALIDATED}) desc, d.updated_at desc, d.id desc limit 1)`;

/**
 * Whether file `f` (a `dc` row alias) is its person's chosen file, FILE_CHOICE as `chosenFileId` — written as "no
 * better current file of the same person", which the planner may run as one hashed anti-join over many candidate
 * files, or as index look-ups (`dc_current`) over a few.
 */
export const isChosenFile = (f: string, idLang?: number): RawBuilder<boolean> => {
  const file = sql.table(f);
  if (idLang) return sql<boolean>`(${file}.status <> ${ARCHIVED} and ${file}.id_lang = ${idLang})`;
  return sql<boolean>`(${file}.status <> ${ARCHIVED} and not exists (select 1 from dc better
    where better.person_id = ${file}.person_id and better.status <> ${ARCHIVED} and better.id <> ${file}.id
      and ((better.status = ${VALIDATED}) > (${file}.status = ${VALIDATED})
        or ((better.status = ${VALIDATED}) = (${file}.status = ${VALIDATED})
          and (better.updated_at, better.id) > (${file}.updated_at, ${file}.id)))))`;
};

/** Month index (year × 12 + month − 1) of a date, as the shared `experienceYears` counts. */
const monthIndex = (date: RawBuilder<unknown>) =>
  sql<number>`(extract(year from ${date}) * 12 + extract(month from ${date}) - 1)::int`;

/** The month index of `today` (UTC), the end of an experience still running. */
export const monthOf = (today: Date) => today.getUTCFullYear() * 12 + today.getUTCMonth();

/**
 * Whole years of experience of a file: the months covered by its experiences, overlapping or adjacent periods
 * merged, a running one counted up to this month (`nowMonth`), divided by 12 — the shared `experienceYears`, in
 * SQL (gaps and islands over the file's experiences, index `dc_experience_dc`). 0 for a file without dated
 * experiences.
 */
export const yearsOf = (dcId: RawBuilder<unknown>, nowMonth: number): RawBuilder<number> =>
  sql<number>`(select (coalesce(sum(r.e - r.s + 1), 0) / 12)::int from (
    select min(b.s) as s, max(b.e) as e from (
      select a.s, a.e, sum(a.brk) over (order by a.s, a.e rows unbounded preceding) as g from (
        select x.s, x.e, case when x.s <= max(x.e) over (order by x.s, x.e
          rows between unbounded preceding and 1 preceding) + 1 then 0 else 1 end as brk
        from (select ${monthIndex(sql`d.start_date`)} as s,
            least(coalesce(${monthIndex(sql`d.end_date`)}, ${nowMonth}::int), ${nowMonth}::int) as e
          from dc_experience d where d.dc_id = ${dcId} and d.start_date is not null) x
        where x.e >= x.s) a) b
    group by b.g) r)`;

/** The person's role in the lists: the highest role among their active accounts (null: none active). */
export const roleOf = (personId: RawBuilder<unknown>) =>
  sql<number | null>`(select max(a.role_id) from account a where a.person_id = ${personId} and a.is_active)`;

/** The person has an active account of one of `roles`. */
export const hasRole = (personId: RawBuilder<unknown>, roles: readonly number[]) =>
  sql<boolean>`exists (select 1 from account a where a.person_id = ${personId} and a.is_active
    and a.role_id in (${sql.join(roles.map((r) => sql`${r}::int`))}))`;

/** "First Last" of the person's manager, or null. */
export const managerNameOf = (managerId: RawBuilder<unknown>) =>
  sql<string | null>`(select m.first_name || ' ' || m.last_name from person m where m.id = ${managerId})`;
