/**
 * Candidate retention (issue 23 §2c): with 5000 generated employees and 2000 generated candidates (1500 without
 * contact for three years, each with an account and an old invitation link; 500 invited last month), the DPO's
 * GET /api/DataProtection/retentionList (first page of 25 by last activity, and the count; every candidate's last
 * activity is computed over its indexed sources), p95; then one erasure of 25 expired candidates, timed once.
 * No goal is set by the issue: the list reads the trail's and eleven tables' person indexes per candidate.
 */
import { sql } from 'kysely';
import { percentile, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { benchDatabase, seedPeople } from './skills-file';

const CANDIDATES = 2000;
const RECENT = 500;

/** The candidates, their accounts and links in three statements; answers how many are expired. */
async function generateCandidates(ctx: BenchContext) {
  const database = await benchDatabase(ctx);
  try {
    await sql`delete from person where email like '%@bench-candidates.example.net'`.execute(database.db);
    await sql`insert into person (email, first_name, last_name, created_at, updated_at)
      select 'candidate' || g || '@bench-candidates.example.net', 'Candidate', 'Bench ' || g,
        now() - case when g <= ${RECENT} then interval '40 days' else interval '3 years' + g * interval '1 hour' end,
        now() - case when g <= ${RECENT} then interval '40 days' else interval '3 years' + g * interval '1 hour' end
      from generate_series(1, ${CANDIDATES}) g`.execute(database.db);
    await sql`insert into account (person_id, role_id, created_at)
      select p.id, 0, p.created_at from person p where p.email like '%@bench-candidates.example.net'`.execute(
      database.db,
    );
    await sql`insert into password_link (person_id, token_hash, purpose, created_at, expires_at)
      select p.id, encode(sha256(convert_to('bench link ' || p.id, 'UTF8')), 'hex'), 'first',
        p.created_at + interval '1 day', p.created_at + interval '4 days'
      from person p where p.email like '%@bench-candidates.example.net'`.execute(database.db);
    await sql`analyze`.execute(database.db);
  } finally {
    await database.close();
  }
}

export async function retentionSection(ctx: BenchContext) {
  seedPeople(ctx);
  await generateCandidates(ctx);
  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    const cookie = await signIn(server.url, 'paul.fournier@example.com');
    const list = async (query = '') => {
      const res = await fetch(`${server.url}/api/DataProtection/retentionList${query}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`retentionList: ${res.status} ${await res.text()}`);
      return (await res.json()) as { data: { items: { id: number }[]; total: number } };
    };
    const first = await list();
    const runs = await timeSequential(100, () => list(), 10);
    ctx.record({
      section: 'retention',
      metric: `GET /api/DataProtection/retentionList, first page of 25 (${first.data.total} expired of ${CANDIDATES + 4} candidates), p95`,
      value: percentile(runs, 95),
      unit: 'ms',
    });
    const ids = first.data.items.map((i) => i.id);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/DataProtection/erase`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ personIds: ids, confirmCount: ids.length }),
    });
    if (!res.ok) throw new Error(`erase: ${res.status} ${await res.text()}`);
    ctx.record({
      section: 'retention',
      metric: `POST /api/DataProtection/erase of ${ids.length} candidates (one transaction, one audit entry each), once`,
      value: performance.now() - started,
      unit: 'ms',
    });
  } finally {
    await server.stop();
  }
}
