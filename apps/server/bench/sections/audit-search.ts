/**
 * The DPO's audit search over a large trail (issue 23 §2a): 1,000,000 entries generated in one
 * `insert … select generate_series` (two years, one every 63 seconds, 2,000 persons concerned, 500 actors, seven
 * actions), then GET /api/DataProtection/auditSearch by the DPO — a person and a three-month period, first page
 * (goal: p95 ≤ 50 ms), and for comparison an action over the same period and a period alone (counted up to the
 * cap). Each measured search is a first page, so each writes its own audit entry, as on the screen.
 *
 * The generated entries carry a hash of their own (sha256 of their number), not the chain's: the bench measures the
 * search, not the verification (the chain is tested by the API tests); the entries the server writes during the run
 * follow the last one as usual.
 */
import { sql } from 'kysely';
import { spawnSync } from 'node:child_process';
import { percentile, repoRoot, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { benchDatabase } from './skills-file';

const ENTRIES = 1_000_000;
const MEASURED = 200;
/** The generated trail's first instant; one entry every 63 seconds covers two years. */
const START = '2025-01-01T00:00:00Z';

function seedDemo(ctx: BenchContext) {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed/cli.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: ctx.dataDir,
      LOG_LEVEL: 'warn',
      ...(ctx.databaseUrl ? { DATABASE_URL: ctx.databaseUrl } : {}),
    },
  });
  if (seed.status !== 0) throw new Error('seeding the demo failed');
}

/** Generates the entries in one statement; answers how many the trail then holds and how long it took. */
async function generate(ctx: BenchContext) {
  const database = await benchDatabase(ctx);
  try {
    const t0 = performance.now();
    await sql`insert into audit_entry (at, actor_person_id, actor_account_id, action, object_type, object_id,
        subject_person_id, result, detail, ip, user_agent, hash)
      select ${START}::timestamptz + g * interval '63 seconds', (1 + (g::bigint * 7919) % 500)::int, null,
        (array['read', 'read', 'read', 'submit', 'validate', 'export', 'signIn'])[1 + g % 7],
        'dc', g % 50000, (1 + (g::bigint * 104729) % 2000)::int, case when g % 97 = 0 then 'denied' else 'ok' end, '',
        '10.0.' || (g % 250) || '.' || (g % 7), 'bench',
        encode(sha256(convert_to('bench ' || g, 'UTF8')), 'hex')
      from generate_series(1, ${ENTRIES}) g`.execute(database.db);
    await sql`analyze audit_entry`.execute(database.db);
    const seconds = (performance.now() - t0) / 1000;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_entry`.execute(database.db);
    return { entries: rows[0]!.n, seconds };
  } finally {
    await database.close();
  }
}

export async function auditSearchSection(ctx: BenchContext) {
  seedDemo(ctx);
  const { entries, seconds } = await generate(ctx);
  ctx.record({
    section: 'audit search',
    metric: 'entries in the trail (generated in one statement)',
    value: entries,
    unit: 'entries',
  });
  ctx.record({
    section: 'audit search',
    metric: `time to generate ${ENTRIES} entries (and analyze)`,
    value: seconds,
    unit: 's',
  });

  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    const cookie = await signIn(server.url, 'paul.fournier@example.com');
    const search = async (query: string) => {
      const res = await fetch(`${server.url}/api/DataProtection/auditSearch?${query}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`auditSearch ${query}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { data: { items: unknown[]; total: number; totalCapped: boolean } };
    };
    // Three months in the middle of the generated period.
    const period = 'from=2025-10-01T00:00:00Z&to=2026-01-01T00:00:00Z';
    let subject = 0;
    // Each measured search names another person (500 entries each over the two years, about 60 in the period).
    const byPerson = await timeSequential(MEASURED, () => search(`subject=${1 + (subject++ % 2000)}&${period}`), 10);
    const sample = await search(`subject=1234&${period}`);
    ctx.record({
      section: 'audit search',
      metric: `a person and a three-month period, first page of 25 (${sample.data.total} matching), p95`,
      value: percentile(byPerson, 95),
      unit: 'ms',
      goal: { op: '<=', target: 50 },
    });
    ctx.record({
      section: 'audit search',
      metric: 'the same, median',
      value: percentile(byPerson, 50),
      unit: 'ms',
    });
    const byAction = await timeSequential(50, () => search(`action=export&${period}`), 5);
    ctx.record({
      section: 'audit search',
      metric: 'an action over the same period (about 17 500 matching, counted up to 10 000), p95',
      value: percentile(byAction, 95),
      unit: 'ms',
    });
    const byPeriod = await timeSequential(50, () => search(`from=2026-03-01T00:00:00Z&to=2026-03-08T00:00:00Z`), 5);
    ctx.record({
      section: 'audit search',
      metric: 'one week alone (about 9 600 matching), p95',
      value: percentile(byPeriod, 95),
      unit: 'ms',
    });
  } finally {
    await server.stop();
  }
}
