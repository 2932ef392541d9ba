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
// JIT off for the list and count: the per-candidate probes make the planner compile the query, about 60 ms more.

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
 * Each source of activity of the candidate `c.id` (its latest time) and what it was, from the least to the most
 * telling: at the same instant the later one names the activity (an account created with its person row is
 * "created", not "details changed"; a sign-in's audit entry is a sign-in, not any action). The sign-in entries of the
 * trail only name the activity (their time is already the trail's latest).
 */
const SOURCES: { at: RawBuilder<unknown>; kind: ActivityKind; nameOnly?: true }[] = [
  { at: sql`(select p.updated_at from person p where p.id = c.id)`, kind: 'profile' },
  { at: sql`(select p.created_at from person p where p.id = c.id)`, kind: 'created' },
  { at: sql`(select max(a.created_at) from account a where a.person_id = c.id)`, kind: 'created' },
  {
    at: sql`(select e.at from audit_entry e where e.actor_person_id = c.id order by e.at desc limit 1)`,
    kind: 'action',
  },
  {
    at: sql`(select e.at from audit_entry e where e.actor_person_id = c.id
      and e.action in ('signIn', 'signOut', 'switchAccount') order by e.at desc limit 1)`,
    kind: 'signIn',
    nameOnly: true,
  },
  { at: sql`(select max(s.created_at) from session s where s.person_id = c.id)`, kind: 'signIn' },
  { at: sql`(select max(d.updated_at) from dc d where d.person_id = c.id)`, kind: 'skillsFile' },
  { at: sql`(select max(l.created_at) from password_link l where l.person_id = c.id)`, kind: 'passwordLink' },
  { at: sql`(select max(l.used_at) from password_link l where l.person_id = c.id)`, kind: 'passwordSet' },
  { at: sql`(select cr.password_set_at from credential cr where cr.person_id = c.id)`, kind: 'passwordSet' },
  {
    at: sql`(select max(greatest(i.created_at, i.applied_at)) from cv_import i where i.person_id = c.id)`,
    kind: 'cvImport',
  },
  { at: sql`(select max(f.created_at) from user_file f where f.person_id = c.id)`, kind: 'attachment' },
];

/**
 * Each candidate (of `only` when given) with the time of their last activity: the CTE `last_activity (id, at)`,
 * one indexed probe per source (`greatest` ignores the sources without a row), computed once (materialized) for
 * the filter, the count and the order.
 */
export function lastActivitySql(only?: readonly number[]): RawBuilder<unknown> {
  const restrict = only === undefined ? sql`` : sql`where a.person_id in (${sql.join(only.map((id) => sql`${id}`))})`;
  return sql`candidate as (
      select a.person_id as id from account a ${restrict}
      group by a.person_id having bool_and(a.role_id = 0)
    ),
    last_activity as materialized (
      select c.id, greatest(${sql.join(SOURCES.filter((s) => !s.nameOnly).map((s) => s.at))}) as at from candidate c
    )`;
}

/**
 * What the last activity of `c.id` was, for the rows shown only: the source whose time is the latest (at the same
 * instant, the later in SOURCES).
 */
const activityKindSql = sql`(select u.kind from (values ${sql.join(
  SOURCES.map((s, i) => sql`(${s.at}, ${s.kind}, ${i})`),
)}) as u(at, kind, rank) where u.at is not null order by u.at desc, u.rank desc limit 1)`;

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
      const { rows } = await sql<ExpiredCandidateRow>`with ${lastActivitySql()},
        shown as (
          select l.id, l.at, count(*) over ()::int as total from last_activity l where l.at < ${cutoff}
          order by l.at ${direction}, l.id ${direction}
          limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}
        )
        select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email,
          c.at as "lastActivityAt", ${activityKindSql} as "lastActivity", c.total
        from shown c join person p on p.id = c.id
        order by c.at ${direction}, c.id ${direction}`.execute(db);
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
