/**
 * The audit trail's search (issue 23 §2a): one parameterised query per page, each filter served by one of the trail's
 * indexes — (subject_person_id, at), (actor_person_id, at), (action, at), (at) — newest first; the names of the
 * persons (and the account's role) are joined to the page's rows only. The count stops at AUDIT_COUNT_CAP. The
 * export walks the same order by keyset (after the last row's time and id), not by offset: constant cost per batch.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { AUDIT_COUNT_CAP, type AuditSearchQuery } from '@my-skills/shared/schemas/data-protection';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';

/** What a search filters on (its query without paging or sort). */
export type AuditFilters = Pick<AuditSearchQuery, 'subject' | 'actor' | 'action' | 'result' | 'from' | 'to'>;

export interface AuditRow {
  id: string;
  at: Date | string;
  actorPersonId: number | null;
  actorName: string | null;
  actorAccountId: number | null;
  accountRoleId: number | null;
  action: string;
  objectType: string | null;
  objectId: number | null;
  subjectPersonId: number | null;
  subjectName: string | null;
  result: string;
  detail: string;
  ip: string;
  userAgent: string;
}

/** Where a keyset batch resumes: after this row, in the search's order. */
export interface AuditCursor {
  at: Date;
  id: string;
}

function conditions(f: AuditFilters): RawBuilder<boolean> {
  const c: RawBuilder<unknown>[] = [];
  if (f.subject !== undefined) c.push(sql`a.subject_person_id = ${f.subject}`);
  if (f.actor !== undefined) c.push(sql`a.actor_person_id = ${f.actor}`);
  if (f.action !== undefined) c.push(sql`a.action = ${f.action}`);
  if (f.result !== undefined) c.push(sql`a.result = ${f.result}`);
  if (f.from !== undefined) c.push(sql`a.at >= ${new Date(f.from)}`);
  if (f.to !== undefined) c.push(sql`a.at < ${new Date(f.to)}`);
  return c.length ? sql<boolean>`${sql.join(c, sql` and `)}` : sql<boolean>`true`;
}

const fullName = (alias: string) =>
  sql<string | null>`(case when ${sql.ref(`${alias}.id`)} is null then null
    else ${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)} end)`;

export function createAuditSearchRepository(db: Kysely<Database>) {
  /** The entries matching, in order, with the page's names: `inner` selects the entries (filter, order, limit). */
  const read = async (inner: RawBuilder<unknown>, order: RawBuilder<unknown>) => {
    const { rows } = await sql<AuditRow>`
      select e.id::text as id, e.at, e.actor_person_id as "actorPersonId", ${fullName('ap')} as "actorName",
        e.actor_account_id as "actorAccountId", ac.role_id as "accountRoleId", e.action,
        e.object_type as "objectType", e.object_id as "objectId", e.subject_person_id as "subjectPersonId",
        ${fullName('sp')} as "subjectName", e.result, e.detail, e.ip, e.user_agent as "userAgent"
      from (${inner}) e
      left join person ap on ap.id = e.actor_person_id
      left join account ac on ac.id = e.actor_account_id
      left join person sp on sp.id = e.subject_person_id
      order by ${order}`.execute(db);
    return rows;
  };
  const orderOf = (order: 'asc' | 'desc', alias = 'a') =>
    order === 'desc'
      ? sql`${sql.ref(`${alias}.at`)} desc, ${sql.ref(`${alias}.id`)} desc`
      : sql`${sql.ref(`${alias}.at`)} asc, ${sql.ref(`${alias}.id`)} asc`;

  return {
    /** One page of the search. */
    page(filters: AuditFilters, order: 'asc' | 'desc', page: number, pageSize: number) {
      return read(
        sql`select a.* from audit_entry a where ${conditions(filters)} order by ${orderOf(order)}
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
        orderOf(order, 'e'),
      );
    },

    /** How many entries match, counted up to AUDIT_COUNT_CAP + 1 (more means "more than the cap"). */
    async count(filters: AuditFilters, cap = AUDIT_COUNT_CAP + 1): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from (select 1 from audit_entry a where ${conditions(filters)} limit ${cap}) x`.execute(
        db,
      );
      return rows[0]?.n ?? 0;
    },

    /** One batch of the export, after `cursor` in the search's order. */
    batch(filters: AuditFilters, order: 'asc' | 'desc', size: number, cursor: AuditCursor | null) {
      const after = cursor
        ? order === 'desc'
          ? sql`and (a.at, a.id) < (${cursor.at}, ${cursor.id}::bigint)`
          : sql`and (a.at, a.id) > (${cursor.at}, ${cursor.id}::bigint)`
        : sql``;
      return read(
        sql`select a.* from audit_entry a where ${conditions(filters)} ${after} order by ${orderOf(order)}
          limit ${size}`,
        orderOf(order, 'e'),
      );
    },

    /** Persons by words of their name or e-mail (or one by id), with their current role; candidates included. */
    async people(searchTerm: string, id: number | undefined, limit = 20) {
      const words = searchTerm.toLowerCase().split(/\s+/).filter(Boolean).map(containsPattern);
      const byWords = words.length
        ? sql.join(
            words.map(
              (w) => sql`(lower(p.first_name) like ${w} or lower(p.last_name) like ${w} or lower(p.email) like ${w})`,
            ),
            sql` and `,
          )
        : sql`true`;
      const { rows } = await sql<{ id: number; firstName: string; lastName: string; email: string; roleId: number }>`
        select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email,
          coalesce((select role_id from account where id = p.last_account_id),
            (select min(role_id) from account where person_id = p.id), 0)::int as "roleId"
        from person p
        where ${id === undefined ? byWords : sql`p.id = ${id}`}
        order by lower(p.last_name), lower(p.first_name), p.id
        limit ${limit}`.execute(db);
      return rows;
    },
  };
}
export type AuditSearchRepository = ReturnType<typeof createAuditSearchRepository>;
