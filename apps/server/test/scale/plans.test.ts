/**
 * The plans of the hot queries at scale (issue 24 §2), PostgreSQL only (TEST_DATABASE_URL): a generated population
 * large enough for the planner to choose as it would in production (a few thousand people with their files,
 * evaluations, reviews, key people and training wishes, then ANALYZE), each hot call sent through the application,
 * every SELECT it ran captured at the driver and read back with EXPLAIN (FORMAT JSON): none may scan a whole
 * population table (person, account, dc, evaluation, session) sequentially. PGlite is one embedded database whose
 * plans are not what a deployment runs.
 */
import pg from 'pg';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@my-skills/shared/lists';
import { seedPopulation } from '../../src/db/seed/seed';
import { seedPopulationFiles } from '../../src/db/seed/population-files';
import { seedPopulationEvaluations } from '../../src/db/seed/population-evaluations';
import { seedPopulationReviews } from '../../src/db/seed/population-reviews';
import { seedPopulationKeyPeople } from '../../src/db/seed/key-people';
import { seedPopulationTrainings } from '../../src/db/seed/trainings';
import { seedPopulationImports } from '../../src/db/seed/population-imports';
import { createSessionRepository } from '../../src/modules/auth/session.repository';
import { createTestApp, DEMO, onPostgres, type TestApp, type TestSession } from '../support/test-app';

const NOW = new Date();
const SEED = 20261128;
const PEOPLE = 4000;
const POPULATION_TABLES = new Set(['person', 'account', 'dc', 'evaluation', 'session']);

interface Statement {
  text: string;
  values: unknown[];
}

/** Runs `fn` and returns every statement the process sent to PostgreSQL meanwhile (the app's pool included). */
async function captured(fn: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
    if (text) statements.push({ text, values: Array.isArray(second) ? second : [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return statements;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The scans of a population table reading more than `most` rows (returned and filtered out, over every loop). */
function wideScans(node: PlanNode, most: number, found: string[] = []): string[] {
  const table = node['Relation Name'];
  if (table && POPULATION_TABLES.has(table) && /Scan/.test(node['Node Type'])) {
    const read =
      ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      (node['Actual Loops'] ?? 1);
    if (read > most) found.push(`${node['Node Type']} on ${table} reading ${read} rows`);
  }
  for (const child of node.Plans ?? []) wideScans(child, most, found);
  return found;
}

let t: TestApp;
let hr: TestSession;
let marc: TestSession;
let julien: TestSession;
let richFile: number;

/**
 * The wide scans of population tables in the plans of every SELECT `fn` ran, each read back with EXPLAIN (ANALYZE,
 * FORMAT JSON) with sequential scans disabled: at a few thousand people a sequential scan is the planner's cheapest
 * choice (it is not at 50 000: docs/decisions/024-scale-bench.md), so the test asks whether an index serves the
 * query at the cost of its page — a query with no index for it still scans, and reads the whole table.
 */
async function scansOf(fn: () => Promise<unknown>): Promise<{ selects: number; scans: string[] }> {
  const statements = (await captured(fn)).filter((s) => /^\s*(select|with)\b/i.test(s.text));
  const scans: string[] = [];
  // A page may read a tenth of the population; a capped count (db/list-query `countOf`) reads up to LIST_COUNT_CAP
  // matches past the page by design — its cost is bounded by the cap, not by the population. At this population
  // (4 × the cap) the planner may read a joined table's range whole rather than probe it once per counted person
  // (the evaluations of the year count: 2 700 of this year's evaluations in one index-only range instead of 1 026
  // probes — the cheaper plan here; at 50 000 people the same count probes): up to 3 × the cap is allowed, which a
  // scan of the whole population still exceeds.
  const mostFor = (text: string) => PEOPLE / 10 + (/\) counted\s*$/.test(text) ? LIST_COUNT_CAP * 3 : 0);
  await t.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    for (const s of statements) {
      const result = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        CompiledQuery.raw(`explain (analyze, format json) ${s.text}`, s.values),
      );
      const found = wideScans(result.rows[0]!['QUERY PLAN'][0]!.Plan, mostFor(s.text));
      if (found.length) scans.push(`${found.join(', ')} in: ${s.text.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
  });
  return { selects: statements.length, scans };
}

describe.skipIf(!onPostgres)('the hot queries use their indexes at scale (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await seedPopulation(t.db, PEOPLE, SEED, NOW);
    await seedPopulationFiles(t.db, SEED, NOW);
    await seedPopulationEvaluations(t.db, NOW, SEED);
    await seedPopulationReviews(t.db, NOW, SEED);
    await seedPopulationKeyPeople(t.db, SEED, NOW);
    await seedPopulationTrainings(t.db, SEED, NOW);
    await seedPopulationImports(t.db, SEED, NOW);
    // A working day's sessions: one per generated account (the session table is a population table too).
    await sql`insert into session (id, person_id, account_id, auth_method, expires_at)
      select encode(sha256(a.id::text::bytea), 'hex'), a.person_id, a.id, 'password', now() + interval '1 hour'
      from account a join person p on p.id = a.person_id where p.email like '%@staff.example.net'`.execute(t.db);
    await sql`analyze`.execute(t.db);
    [hr, marc, julien] = await Promise.all([t.login(DEMO.hr), t.login(DEMO.manager), t.login(DEMO.buDirector)]);
    const file = await sql<{ id: number }>`
      select d.id from dc d join person p on p.id = d.person_id
      where p.email like '%@staff.example.net' and d.status <> 4 order by d.id limit 1`.execute(t.db);
    richFile = file.rows[0]!.id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('the population is large enough for the planner to prefer the indexes', async () => {
    const people = await sql<{ n: number }>`select count(*)::int as n from person`.execute(t.db);
    expect(people.rows[0]!.n).toBeGreaterThanOrEqual(PEOPLE);
  });

  it("the session lookup (every request's, Login/me) reads one session through its keys", async () => {
    const sessions = createSessionRepository(t.db);
    const { selects, scans } = await scansOf(() => sessions.findWithIdentity('a-session-that-does-not-exist'));
    expect(selects).toBeGreaterThan(0);
    expect(scans).toEqual([]);
  });

  const filter = (field: string, value: string) =>
    `filters=${encodeURIComponent(JSON.stringify([{ field, op: 'equal', value }]))}`;
  const year = NOW.getFullYear();
  const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, () => TestSession, string][] = [
    ['employees, Marc (his chain), first page', () => marc, '/api/ListMyConsultant/all?pageSize=25'],
    ['employees, Marc, filtered', () => marc, `/api/ListMyConsultant/all?${filter('eaStatus', '1')}&pageSize=25`],
    ['training wishes, Marc', () => marc, '/api/Training/list?pageSize=25'],
    ['business-manager reviews, HR', () => hr, `/api/ListEEPManager/all?year=${year}&pageSize=25`],
    ['skills file (Dc/details)', () => julien, 'dc'],
    // Read their page first since decision 024-scale-org-chart (were known wide scans).
    ['evaluations of the year, Marc', () => marc, `/api/ListMyConsultant/ea?year=${year}&pageSize=25`],
    ['key people, Marc', () => marc, '/api/ListeDc/listeKP?pageSize=25'],
    ['employees, HR, first page', () => hr, '/api/ListMyConsultant/all?pageSize=25'],
    ['evaluations of the year, HR', () => hr, `/api/ListMyConsultant/ea?year=${year}&pageSize=25`],
    ['my managers, HR', () => hr, '/api/ListMyManager/all?pageSize=25'],
    // Its totals precomputed for "all" access unfiltered since migration 0030 (was a known wide scan).
    ['training wishes, HR', () => hr, '/api/Training/list?pageSize=25'],
    // Read newest first from their index since migration 0036 (sorted every log of the period before).
    ['CV import logs, HR', () => hr, `/api/Cv2Dc/logs?start=${day(-364)}&end=${day(0)}&pageSize=25`],
  ];
  const check = async (who: () => TestSession, path: string) => {
    const url = path === 'dc' ? `/api/Dc/details?idDc=${richFile}` : path;
    let status = 0;
    const { selects, scans } = await scansOf(async () => {
      status = (await t.call(who(), 'GET', url)).statusCode;
    });
    expect(status).toBe(200);
    expect(selects).toBeGreaterThan(0);
    expect(scans).toEqual([]);
  };
  it.each(cases)('%s: no scan of a population table wider than its page', async (_name, who, path) => check(who, path));

  /**
   * HR's lists filtered on an opened status, counted from that status's evaluations of the year, each person probed
   * (db/list-query `probedRow`; the last known wide read until the seventh session: the count hashed the year's
   * whole range of the status and read persons until 1 001 matched — most of this population).
   */
  const countedFromEvaluations: [string, () => TestSession, string][] = [
    ['employees, HR, filtered', () => hr, `/api/ListMyConsultant/all?${filter('eaStatus', '1')}&pageSize=25`],
    [
      'evaluations of the year, HR, filtered',
      () => hr,
      `/api/ListMyConsultant/ea?year=${year}&${filter('status', 'draft')}&pageSize=25`,
    ],
  ];
  it.each(countedFromEvaluations)('%s: no scan of a population table wider than its page', async (_name, who, path) =>
    check(who, path),
  );

  it("my managers filtered on a role: the page and its count read that role's managers through their index", async () => {
    const statements = (
      await captured(async () => {
        const res = await t.call(hr, 'GET', `/api/ListMyManager/all?${filter('role', '4')}&pageSize=25`);
        expect(res.statusCode).toBe(200);
      })
    ).filter((s) => /manager_role = /.test(s.text));
    expect(statements.length).toBeGreaterThanOrEqual(2); // the page and its count
    for (const s of statements) {
      const plan = await t.db.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${s.text}`, s.values),
      );
      expect(JSON.stringify(plan.rows[0]!['QUERY PLAN'])).toContain('"Index Name":"person_manager_role_name"');
    }
  });

  it("the evaluations of the year filtered on a campaign status: the count reads that status's evaluations by index", async () => {
    // The filter is written on evaluation.status and the deadline (evaluation-list.repository `campaignStatusIs`), so
    // that the year's submitted evaluations are one range of migration 0033's index: the count no longer reads every
    // evaluation of the year to compute each one's status (the page, read in name order, probes either index).
    const statements = (
      await captured(async () => {
        const res = await t.call(hr, 'GET', `/api/ListMyConsultant/ea?year=${year}&${filter('status', 'submitted')}`);
        expect(res.statusCode).toBe(200);
      })
    ).filter((s) => /e\.status = 2 and /.test(s.text) && /\) counted\s*$/.test(s.text));
    expect(statements).toHaveLength(1);
    // Vacuumed, as autovacuum keeps a deployment's table: the index is read alone (no visibility check per entry).
    await sql`vacuum analyze evaluation`.execute(t.db);
    const plan = await t.db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${statements[0]!.text}`, statements[0]!.values),
    );
    expect(JSON.stringify(plan.rows[0]!['QUERY PLAN'])).toContain('"Index Name":"evaluation_year_status_person"');
  });

  it("HR's key people, unfiltered and filtered on the records' own columns: the count reads the records alone", async () => {
    // Migration 0037: the "all" scope is the record's own employee flag, so the capped count joins no person (it walked
    // the people before); the page reads the name's index (about 25 ÷ the share of people who have a record).
    const kp = `filters=${encodeURIComponent(
      JSON.stringify([
        { field: 'categories', op: 'equal', value: '1' },
        { field: 'status', op: 'equal', value: 'inProgress' },
      ]),
    )}`;
    for (const query of ['pageSize=25', `${kp}&pageSize=25`]) {
      const counts = (
        await captured(async () => {
          const res = await t.call(hr, 'GET', `/api/ListeDc/listeKP?${query}`);
          expect(res.statusCode).toBe(200);
        })
      ).filter((s) => /\) counted\s*$/.test(s.text));
      expect(counts).toHaveLength(1);
      expect(counts[0]!.text).not.toMatch(/join person/);
      const plan = await t.db.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        CompiledQuery.raw(`explain (analyze, format json) ${counts[0]!.text}`, counts[0]!.values),
      );
      expect(wideScans(plan.rows[0]!['QUERY PLAN'][0]!.Plan, LIST_COUNT_CAP + 1)).toEqual([]);
    }
  });

  it("the business-manager reviews filtered on a status: the page and its count read that status's reviews by index", async () => {
    // The filter is written on eep_bm.status itself (my-managers.repository `reviewStatusFilter`): the year's
    // submitted reviews are one range of migration 0035's index, where the computed status text read every review.
    const statements = (
      await captured(async () => {
        const res = await t.call(hr, 'GET', `/api/ListEEPManager/all?year=${year}&${filter('status', 'submitted')}`);
        expect(res.statusCode).toBe(200);
      })
    ).filter((s) => /\(e\.status = 2\)/.test(s.text));
    expect(statements.length).toBeGreaterThanOrEqual(2); // the page and its count
    await sql`vacuum analyze eep_bm`.execute(t.db);
    for (const s of statements) {
      const plan = await t.db.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${s.text}`, s.values),
      );
      expect(JSON.stringify(plan.rows[0]!['QUERY PLAN'])).toContain('"Index Name":"eep_bm_year_status_person"');
    }
  });

  it('the skills search, one skill and three required (everyone): the page reads its rows in name order from person_skill', async () => {
    // Decision 024-scale-skills-search: every match scores 1, so the page is read from person_skill_ranked (migration
    // 0032) in the results' order and stops — the rows read for the page stay near the page's size, whatever the
    // number of holders; no population table is scanned (the count is capped apart).
    const { rows: top } = await sql<{ id: number; holders: number }>`
      select ds.id_skill as id, count(*)::int as holders from dc_skill ds join skill k on k.id = ds.id_skill
      join skill_type t on t.id = k.id_skill_type where not t.is_soft
      group by ds.id_skill order by count(*) desc, ds.id_skill limit 3`.execute(t.db);
    expect(top[0]!.holders).toBeGreaterThan(LIST_COUNT_CAP);
    await sql`vacuum analyze person_skill`.execute(t.db);
    for (const criteria of [top.slice(0, 1), top]) {
      const body = { criteria: criteria.map((c) => ({ idSkill: c.id, minLevel: 2 })), combine: 'and', pageSize: 25 };
      let status = 0;
      const statements = await captured(async () => {
        status = (await t.call(julien, 'POST', '/api/ListeDc/filtreCritereCompetence', body)).statusCode;
      });
      expect(status).toBe(200);
      const page = statements.filter((s) => /from person_skill s0/.test(s.text) && !/\) counted\s*$/.test(s.text));
      expect(page).toHaveLength(1);
      const plan = await t.db.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        CompiledQuery.raw(`explain (analyze, format json) ${page[0]!.text}`, page[0]!.values),
      );
      const root = plan.rows[0]!['QUERY PLAN'][0]!.Plan;
      expect(JSON.stringify(root)).toContain('"Index Name":"person_skill_ranked"');
      const read = (node: PlanNode): number =>
        (node['Relation Name'] === 'person_skill'
          ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1)
          : 0) + (node.Plans ?? []).reduce((sum, child) => sum + read(child), 0);
      expect(read(root)).toBeLessThan(PEOPLE / 4);
      const { scans } = await scansOf(() => t.call(julien, 'POST', '/api/ListeDc/filtreCritereCompetence', body));
      expect(scans).toEqual([]);
    }
  });

  it('counts a filter matching most people up to LIST_COUNT_CAP past the page ("more than"), the unfiltered exactly', async () => {
    const active = filter('isActive', 'true');
    const first = (await t.call(hr, 'GET', `/api/ListMyConsultant/all?${active}&pageSize=25`)).json().data;
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(first.items).toHaveLength(25);
    const later = (await t.call(hr, 'GET', `/api/ListMyConsultant/all?${active}&pageSize=100&page=11`)).json().data;
    expect(later).toMatchObject({ total: 1000 + LIST_COUNT_CAP, totalCapped: true });
    const employees = await sql<{ n: number }>`select count(*)::int as n from person p where p.email <> ${hr.email}
      and exists (select 1 from account a where a.person_id = p.id and a.role_id >= 1)`.execute(t.db);
    const all = (await t.call(hr, 'GET', '/api/ListMyConsultant/all?pageSize=25')).json().data;
    expect(all.total).toBe(employees.rows[0]!.n);
    expect(all.totalCapped).toBeUndefined();
  });
});
