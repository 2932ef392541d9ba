/**
 * The org chart, once: who manages whom down the chain, who has "all" access, who may see a person.
 * Kysely expressions that every query needing them composes (the skills file, my team, every list), so the chain is
 * read here only. The chain is `person_chain` (migration 0028), the closure of `person.manager_id` kept by triggers:
 * a chain is one index range, "manages down the chain" one primary-key probe, never a walk — and the planner knows a
 * chain's size from the table's statistics (docs/decisions/024-scale-org-chart.md). The closure has no cycle (its
 * trigger refuses one). Only the business units' walk down (`unitsBelow`) still recurses, bounded by CHAIN_DEPTH.
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
export type PersonId = number | Expression<number> | RawBuilder<unknown>;

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
  return sql<boolean>`exists (select 1 from person_chain c where c.ancestor_id = ${managerId} and c.person_id = ${personId})`;
}

/** The ids (`id`) of the people `managerId` manages, directly or down the chain. */
export function teamOf(managerId: number): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`select c.person_id as id from person_chain c where c.ancestor_id = ${managerId}`;
}

/**
 * The ids (`id`) of every employee (a person with an account of role ≥ 1: `person.is_employee`, kept by a trigger on
 * account) but the viewer: the "all" access scope.
 */
export function everyoneBut(viewerId: number): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`select x.id from person x where x.is_employee and x.id <> ${viewerId}`;
}

/**
 * "All" access on a row that carries its person's employee flag (a copy kept by triggers: `owner_employee` of the
 * training wishes, key-people records and business-manager reviews, migrations 0030, 0037 and 0038; `is_employee` of
 * the skills search's tables, 0032 and 0034): the employees' rows but the viewer's own, read on the row alone.
 */
export const everyoneButOnRow = (viewerId: number, flag: RawBuilder<unknown>, personId: RawBuilder<unknown>) =>
  sql<boolean>`(${flag} and ${personId} <> ${viewerId})`;

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
        and exists (select 1 from person x where x.id = ${personId} and x.is_employee))`
    : managesInChain(viewer.personId, personId);

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
 * Whether person `p` may have evaluations: an employee (an active account of role 1–6: `person.evaluable_role`, kept
 * by a trigger on account) who is not a subcontractor. One definition for the evaluation's owner facts, the lists
 * (the managers' followed list, my team's evaluation links) and the generated population.
 */
export const evaluablePerson = sql<boolean>`(coalesce(p.boond_profile, '') <> ${SUBCONTRACTOR_PROFILE} and p.evaluable_role)`;

/**
 * `followedBy` as a condition on the person row `p` itself: with "all" access two columns of the row, otherwise one
 * key probe of the chain — what a list reading its page in an index's order needs (no scope joined first).
 */
export const followsPerson = (viewer: OrgViewer): RawBuilder<boolean> =>
  viewer.seesAll
    ? sql<boolean>`(p.is_employee and p.id <> ${viewer.personId})`
    : managesInChain(viewer.personId, sql.ref('p.id'));

/**
 * How many people a viewer follows, unfiltered: precomputed for "all" access (population_count, minus the viewer),
 * one index range of the chain otherwise.
 */
export const followedCount = (viewer: OrgViewer): RawBuilder<number> =>
  viewer.seesAll
    ? sql<number>`(select c.people - (select count(*)::int from person v where v.id = ${viewer.personId} and v.is_employee)
        from population_count c where c.scope = 'employees')`
    : sql<number>`(select count(*)::int from person_chain c where c.ancestor_id = ${viewer.personId})`;

// ── business units: led by the nearest business-unit director (role 5) at or above a person ──

const BU_DIRECTOR_ROLE = 5;
/** Person `id` leads a business unit (has an active business-unit director account). */
export const leadsUnit = (id: RawBuilder<unknown>) =>
  sql<boolean>`exists (select 1 from account a
    where a.person_id = ${id} and a.role_id = ${sql.lit(BU_DIRECTOR_ROLE)} and a.is_active)`;

/** The head of a person's business unit: the nearest BU director at or above them. */
export const unitOf = (personId: RawBuilder<unknown> | number) => sql<number | null>`(select u.id
  from (select ${personId}::int as id, 0 as depth
    union all select c.ancestor_id, c.depth from person_chain c where c.person_id = ${personId}) u
  where ${leadsUnit(sql.ref('u.id'))} order by u.depth limit 1)`;

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
