/**
 * The org chart's expressions (modules/people/org-chart.repository.ts) against the permission table of roles.md
 * ("Whose files a person may open"), on the demo organisation: Alice and Bruno report to Marc, Marc to Sophie;
 * Thomas reports to Marc too. The same expressions serve the skills file, my team and every list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { canOpenFileOf, type AccountSubject } from '@my-skills/shared/roles';
import {
  followedBy,
  hasAllAccess,
  managesInChain,
  maySee,
  orgViewerOf,
  teamOf,
} from '../../src/modules/people/org-chart.repository';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
const ids = {} as Record<keyof typeof DEMO, number>;

beforeAll(async () => {
  t = await createTestApp();
  const people = await t.db.selectFrom('person').select(['id', 'email']).execute();
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    ids[key] = people.find((p) => p.email === DEMO[key])!.id;
  }
});
afterAll(() => t.close());

type Who = keyof typeof DEMO;
/** The role each demo account signs in with (roles.md ids). */
const ROLE: Record<Who, AccountSubject> = {
  candidate: { roleId: 0, idRoleInternal: null, boondProfile: null },
  consultant: { roleId: 1, idRoleInternal: null, boondProfile: null },
  subcontractor: { roleId: 1, idRoleInternal: null, boondProfile: 'Sous Traitant' },
  technicalManager: { roleId: 2, idRoleInternal: null, boondProfile: null },
  manager: { roleId: 3, idRoleInternal: null, boondProfile: null },
  director: { roleId: 4, idRoleInternal: null, boondProfile: null },
  buDirector: { roleId: 5, idRoleInternal: null, boondProfile: null },
  hr: { roleId: 6, idRoleInternal: null, boondProfile: null },
  dpo: { roleId: 7, idRoleInternal: null, boondProfile: null },
  recruiter: { roleId: 8, idRoleInternal: null, boondProfile: null },
};
const viewer = (who: Who) => orgViewerOf({ ...ROLE[who], personId: ids[who] });

const selectOne = async <T>(expression: ReturnType<typeof managesInChain>) =>
  (await t.db.selectNoFrom(expression.as('v')).executeTakeFirstOrThrow()).v as T;

describe('who may open Alice’s files (roles.md), through the org chart', () => {
  // [viewer, the org chart lets them see her (own, chain, "all" access), and the role rule agrees (canOpenFileOf)]
  const rows: [Who, boolean, boolean][] = [
    ['consultant', true, true], // owner
    ['manager', true, true], // Marc, her manager
    ['director', true, true], // Sophie, up the chain
    ['buDirector', true, true], // "all" access
    ['hr', true, true], // "all" access
    ['recruiter', true, true], // "all" access
    ['technicalManager', false, false], // Thomas, a colleague
    ['subcontractor', false, false], // Bruno, a colleague
    ['dpo', false, false], // no "all" access, no chain
    ['candidate', false, false], // own file only
  ];
  for (const [who, seen, opens] of rows) {
    it(`${who} → ${opens ? 'opens' : 'refused'}`, async () => {
      const alice = ids.consultant;
      expect(await selectOne<boolean>(maySee(viewer(who), alice))).toBe(seen);
      const isOwner = ids[who] === alice;
      const manages = await selectOne<boolean>(managesInChain(ids[who], alice));
      expect(canOpenFileOf(ROLE[who], { isOwner, managesOwner: !isOwner && manages })).toBe(opens);
    });
  }

  it('"all" access is role > 4 except 7', () => {
    expect((Object.keys(ROLE) as Who[]).filter((who) => hasAllAccess(ROLE[who]))).toEqual([
      'buDirector',
      'hr',
      'recruiter',
    ]);
  });

  it('nobody manages themself; the chain runs upwards only', async () => {
    expect(await selectOne<boolean>(managesInChain(ids.manager, ids.manager))).toBe(false);
    expect(await selectOne<boolean>(managesInChain(ids.consultant, ids.manager))).toBe(false);
    expect(await selectOne<boolean>(managesInChain(ids.director, ids.consultant))).toBe(true);
  });

  it('composes with a column: the people Sophie manages among all persons', async () => {
    const rows = await t.db
      .selectFrom('person as p')
      .select('p.email')
      .where(managesInChain(ids.director, sql.ref('p.id')))
      .execute();
    expect(rows.map((r) => r.email).sort()).toEqual(
      [DEMO.consultant, DEMO.manager, DEMO.subcontractor, DEMO.technicalManager].sort(),
    );
  });
});

describe('whom a viewer follows in lists', () => {
  const scope = async (who: Who) => {
    const { rows } = await sql<{ id: number }>`${followedBy(viewer(who))}`.execute(t.db);
    const emails = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, DEMO[k as Who]]));
    return rows.map((r) => emails[r.id] ?? String(r.id)).sort();
  };
  it('Marc: his team down the chain', async () => {
    expect(await scope('manager')).toEqual([DEMO.consultant, DEMO.subcontractor, DEMO.technicalManager].sort());
  });
  it('Sophie: her chain, Marc’s team included', async () => {
    expect(await scope('director')).toEqual(
      [DEMO.consultant, DEMO.manager, DEMO.subcontractor, DEMO.technicalManager].sort(),
    );
  });
  it('HR ("all" access): every employee but herself, no candidate-only person', async () => {
    const seen = await scope('hr');
    expect(seen).toHaveLength(8);
    expect(seen).not.toContain(DEMO.hr);
    expect(seen).not.toContain(DEMO.candidate);
  });
  it('a consultant follows nobody', async () => {
    const { rows } = await sql<{ id: number }>`${teamOf(ids.consultant)}`.execute(t.db);
    expect(rows).toEqual([]);
  });
});
