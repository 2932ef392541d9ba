/**
 * The org chart, once: who manages whom down the chain, who has "all" access, who may see a person.
 * Kysely expressions that every query needing them composes (the skills file, my team, every list to come),
 * so the recursive chain is written here only. The chain follows `person.manager_id` (indexed) upwards from one
 * person, or downwards from one manager, never further than CHAIN_DEPTH (a cycle in the data cannot loop).
 *
 * The role rules (roles.md) stay in packages/shared: `hasAllAccess` is the shared `people:seeAll` rule, and
 * `canOpenFileOf` decides on the relation these expressions compute.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import { SUBCONTRACTOR_PROFILE } from '@my-skills/shared/constants';
import { can, type AccountSubject } from '@my-skills/shared/roles';

/** How far the chain is followed. */
export const CHAIN_DEPTH = 50;

/** A person id: a value, or an expression such as `sql.ref('p.id')`. */
export type PersonId = number | Expression<number>;

/** Who is looking, as the org chart needs it. */
export interface OrgViewer {
  personId: number;
  /** "all" access: sees every employee (roles.md: role > 4, not 7). */
  seesAll: boolean;
}

/** Whether an account has "all" access (the shared rule). */
export const hasAllAccess = (account: AccountSubject): boolean => can(account, 'people:seeAll');

export const orgViewerOf = (auth: AccountSubject & { personId: number }): OrgViewer => ({
  personId: auth.personId,
  seesAll: hasAllAccess(auth),
});

/** True when `managerId` manages `personId` directly or down the chain (never oneself). */
export function managesInChain(managerId: PersonId, personId: PersonId): RawBuilder<boolean> {
  return sql<boolean>`(${managerId} <> ${personId} and exists (
    with recursive chain(id, depth) as (
      select x.manager_id, 1 from person x where x.id = ${personId}
      union all
      select x.manager_id, c.depth + 1 from person x join chain c on x.id = c.id
      where c.id is not null and c.depth < ${sql.lit(CHAIN_DEPTH)}
    )
    select 1 from chain where chain.id = ${managerId}))`;
}

/** The ids (`id`) of the people `managerId` manages, directly or down the chain. */
export function teamOf(managerId: number): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`with recursive team(id, depth) as (
      select x.id, 1 from person x where x.manager_id = ${managerId}
      union all
      select x.id, t.depth + 1 from person x join team t on x.manager_id = t.id where t.depth < ${sql.lit(CHAIN_DEPTH)}
    ) select distinct id from team`;
}

/** The ids (`id`) of every employee (a person with an account of role ≥ 1) but the viewer: the "all" access scope. */
export function everyoneBut(viewerId: number): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`select x.id from person x where x.id <> ${viewerId}
    and exists (select 1 from account a where a.person_id = x.id and a.role_id >= 1)`;
}

/** The ids (`id`) of the people a viewer follows in lists: their chain, or every employee with "all" access. */
export const followedBy = (viewer: OrgViewer): RawBuilder<{ id: number }> =>
  viewer.seesAll ? everyoneBut(viewer.personId) : teamOf(viewer.personId);

/**
 * `followedBy` as a condition on one person (`personId` an expression, e.g. a row's column): with "all" access an
 * index probe per row rather than the whole population hashed — what a list filtering its rows by their person needs.
 */
export const isFollowedBy = (viewer: OrgViewer, personId: RawBuilder<unknown>): RawBuilder<boolean> =>
  viewer.seesAll
    ? sql<boolean>`(${personId} <> ${viewer.personId}
        and exists (select 1 from account a where a.person_id = ${personId} and a.role_id >= 1))`
    : sql<boolean>`${personId} in (${teamOf(viewer.personId)})`;

/**
 * Whether the org chart lets the viewer see `personId`'s files: their own, those of the people they manage down
 * the chain, everyone's with "all" access. (The role rules — a candidate sees only their own, the DPO no file —
 * are applied on top by the shared `canOpenFileOf`.)
 */
export const maySee = (viewer: OrgViewer, personId: PersonId): RawBuilder<boolean> =>
  viewer.seesAll
    ? sql<boolean>`true`
    : sql<boolean>`(${personId} = ${viewer.personId} or ${managesInChain(viewer.personId, personId)})`;

/**
 * Whether person `p` may have evaluations: an employee (an active account of role 1–6) who is not a subcontractor.
 * One definition for the evaluation's owner facts, the lists (the managers' followed list, my team's evaluation
 * links) and the generated population.
 */
export const evaluablePerson = sql<boolean>`(coalesce(p.boond_profile, '') <> ${SUBCONTRACTOR_PROFILE} and exists (
  select 1 from account a where a.person_id = p.id and a.is_active and a.role_id between 1 and 6))`;

// ── business units: led by the nearest business-unit director (role 5) at or above a person ──

const BU_DIRECTOR_ROLE = 5;
/** Person `id` leads a business unit (has an active business-unit director account). */
export const leadsUnit = (id: RawBuilder<unknown>) =>
  sql<boolean>`exists (select 1 from account a
    where a.person_id = ${id} and a.role_id = ${sql.lit(BU_DIRECTOR_ROLE)} and a.is_active)`;

/** The head of a person's business unit: the nearest BU director at or above them (followed up CHAIN_DEPTH at most). */
export const unitOf = (personId: RawBuilder<unknown> | number) => sql<
  number | null
>`(with recursive up(id, manager_id, depth) as (
    select x.id, x.manager_id, 0 from person x where x.id = ${personId}
    union all
    select x.id, x.manager_id, u.depth + 1 from person x join up u on x.id = u.manager_id
    where u.depth < ${sql.lit(CHAIN_DEPTH)})
  select u.id from up u where ${leadsUnit(sql.ref('u.id'))} order by u.depth limit 1)`;

/**
 * `(id, unit_id)` of every person below the viewer (everyone, from the tops of the chains, with "all" access), in one
 * walk down that carries the business unit: a BU director starts their own.
 */
export const unitsBelow = (viewer: OrgViewer) => {
  const start = viewer.seesAll
    ? sql`select x.id, case when ${leadsUnit(sql.ref('x.id'))} then x.id end, 0 from person x where x.manager_id is null`
    : sql`select x.id, ${unitOf(viewer.personId)}, 0 from person x where x.id = ${viewer.personId}`;
  return sql`(with recursive down(id, unit_id, depth) as (
      ${start}
      union all
      select x.id, case when ${leadsUnit(sql.ref('x.id'))} then x.id else d.unit_id end, d.depth + 1
      from person x join down d on x.manager_id = d.id where d.depth < ${sql.lit(CHAIN_DEPTH)})
    select id, unit_id from down)`;
};
