/**
 * Candidate retention (issue 23 §2c, decision 023): which candidates have had no activity for the retention period,
 * and their last activity.
 *
 * - A candidate: a person whose every account has the candidate role (0) — someone hired since (an employee account
 *   beside the candidate one) is never a candidate here.
 * - The last activity: the latest of what the application records of a contact with the candidate — the person row
 *   created or changed, an account created, a sign-in (a session opened), anything the candidate did (the audit
 *   trail's entries they are the actor of: sign-ins, sign-outs, file changes…), a change to their skills file, a
 *   password link sent or used, their password set, a CV import for them, an attachment uploaded. Reads of their
 *   data by others (the recruiter's, the DPO's own export) are not a contact and do not extend the retention.
 * - Expired: the last activity is older than the cutoff (now minus CANDIDATE_RETENTION_MONTHS).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db, Queryable } from '../../db/types';

/** What the last activity was. */
export const ACTIVITY_KINDS = [
  'created',
  'profile',
  'signIn',
  'action',
  'skillsFile',
  'passwordLink',
  'passwordSet',
  'cvImport',
  'attachment',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ExpiredCandidateRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  lastActivityAt: Date;
  lastActivity: ActivityKind;
  total: number;
}

/**
 * Each candidate (of `only` when given) with their last activity: `id`, `at`, `kind` (the CTE `last_activity`).
 * Every source is read through an index on its person column.
 */
export function lastActivitySql(only?: readonly number[]): RawBuilder<unknown> {
  const restrict = only === undefined ? sql`` : sql`where a.person_id in (${sql.join(only.map((id) => sql`${id}`))})`;
  return sql`candidate as (
      select a.person_id as id from account a ${restrict}
      group by a.person_id having bool_and(a.role_id = 0)
    ),
    last_activity as (
      select c.id, x.at, x.kind from candidate c cross join lateral (
        select u.at, u.kind from (
          select p.created_at as at, 'created' as kind from person p where p.id = c.id
          union all select p.updated_at, 'profile' from person p where p.id = c.id
          union all select max(a.created_at), 'created' from account a where a.person_id = c.id
          union all select max(s.created_at), 'signIn' from session s where s.person_id = c.id
          union all (select e.at, case when e.action in ('signIn', 'signOut', 'switchAccount') then 'signIn'
              else 'action' end from audit_entry e where e.actor_person_id = c.id order by e.at desc limit 1)
          union all select max(d.updated_at), 'skillsFile' from dc d where d.person_id = c.id
          union all select max(l.created_at), 'passwordLink' from password_link l where l.person_id = c.id
          union all select max(l.used_at), 'passwordSet' from password_link l where l.person_id = c.id
          union all select cr.password_set_at, 'passwordSet' from credential cr where cr.person_id = c.id
          union all select max(greatest(i.created_at, i.applied_at)), 'cvImport' from cv_import i
            where i.person_id = c.id
          union all select max(f.created_at), 'attachment' from user_file f where f.person_id = c.id
        ) u where u.at is not null order by u.at desc limit 1
      ) x
    )`;
}

/** Now minus `months` calendar months (UTC). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export function createRetentionRepository(db: Db) {
  return {
    /** A page of the expired candidates, by last activity (oldest first unless `order` is desc), with the count. */
    async expired(
      cutoff: Date,
      page: { page: number; pageSize: number; order: 'asc' | 'desc' },
    ): Promise<ExpiredCandidateRow[]> {
      const direction = page.order === 'desc' ? sql`desc` : sql`asc`;
      const { rows } = await sql<ExpiredCandidateRow>`with ${lastActivitySql()}
        select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email,
          l.at as "lastActivityAt", l.kind as "lastActivity", count(*) over ()::int as total
        from last_activity l join person p on p.id = l.id
        where l.at < ${cutoff}
        order by l.at ${direction}, p.id ${direction}
        limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`.execute(db);
      return rows.map((r) => ({ ...r, lastActivityAt: new Date(r.lastActivityAt), total: Number(r.total) }));
    },

    /** How many candidates are expired (the daily notice's count). */
    async expiredCount(cutoff: Date, q: Queryable = db): Promise<number> {
      const { rows } = await sql<{ n: number }>`with ${lastActivitySql()}
        select count(*)::int as n from last_activity l where l.at < ${cutoff}`.execute(q);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
