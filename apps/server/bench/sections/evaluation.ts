/**
 * Annual-evaluation figures (issue 10), with 5000 generated people and two years of evaluations:
 * GET /api/Ea/details (p95 ≤ 10 ms), the SkillsEvaluation bulk update of 60 lines (p95 ≤ 30 ms), the Word and
 * PDF export (p95 ≤ 300 ms). Requests one at a time after a warm-up; the server runs as `npm start` runs it.
 */
import { sql } from 'kysely';
import { percentile, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { benchDatabase, seedPeople } from './skills-file';

const LINES = 60;

/** This year's open evaluation with the most lines (and a last year beside it). */
async function richestEvaluation(ctx: BenchContext) {
  const database = await benchDatabase(ctx);
  try {
    const { rows } = await sql<{ id: number; lines: number; ids: number[] }>`
      select e.id, count(l.id)::int as lines, (array_agg(l.id order by l.id))[1:${LINES}] as ids
      from evaluation e join person p on p.id = e.person_id join evaluation_skill l on l.evaluation_id = e.id
      where p.email like '%@staff.example.net' and e.status in (1, 2)
        and exists (select 1 from evaluation y where y.person_id = e.person_id and y.year = e.year - 1)
      group by e.id order by lines desc, e.id limit 1`.execute(database.db);
    const found = rows[0];
    if (!found) throw new Error('no generated evaluation');
    return found;
  } finally {
    await database.close();
  }
}

export async function evaluationSection(ctx: BenchContext) {
  seedPeople(ctx);
  const rich = await richestEvaluation(ctx);
  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    // The business-unit director sees everyone and may write the manager side ("all" access).
    const cookie = await signIn(server.url, 'julien.moreau@example.com');
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res;
    };
    const label = `${rich.lines} lines, last year beside it`;
    const details = await timeSequential(
      300,
      async () => (await call('GET', `/api/Ea/details?idEa=${rich.id}`)).arrayBuffer(),
      20,
    );
    ctx.record({
      section: 'evaluation',
      metric: `GET /api/Ea/details (${label}), p95`,
      value: percentile(details, 95),
      unit: 'ms',
      goal: { op: '<=', target: 10 },
    });
    ctx.record({
      section: 'evaluation',
      metric: 'GET /api/Ea/details, median',
      value: percentile(details, 50),
      unit: 'ms',
    });

    const first = (await (await call('GET', `/api/Ea/details?idEa=${rich.id}`)).json()) as {
      data: { rowVersion: number };
    };
    let rowVersion = first.data.rowVersion;
    let round = 0;
    const updates = await timeSequential(
      100,
      async () => {
        round += 1;
        const res = await call('PUT', '/api/SkillsEvaluation', {
          idEa: rich.id,
          rowVersion,
          lines: rich.ids.map((id, i) => ({
            id,
            noteManager: 1 + ((i + round) % 4),
            commentManager: `Round ${round}`,
          })),
        });
        rowVersion = ((await res.json()) as { data: { rowVersion: number } }).data.rowVersion;
      },
      5,
    );
    ctx.record({
      section: 'evaluation',
      metric: `SkillsEvaluation bulk update of ${rich.ids.length} lines, p95`,
      value: percentile(updates, 95),
      unit: 'ms',
      goal: { op: '<=', target: 30 },
    });

    for (const format of ['docx', 'pdf'] as const) {
      const runs = await timeSequential(
        30,
        async () => (await call('GET', `/api/SpireDoc/downLoadEA?idEa=${rich.id}&format=${format}`)).arrayBuffer(),
        3,
      );
      ctx.record({
        section: 'evaluation',
        metric: `${format === 'docx' ? 'Word' : 'PDF'} export of the evaluation, median`,
        value: percentile(runs, 50),
        unit: 'ms',
      });
      ctx.record({
        section: 'evaluation',
        metric: `${format === 'docx' ? 'Word' : 'PDF'} export of the evaluation, p95`,
        value: percentile(runs, 95),
        unit: 'ms',
        goal: { op: '<=', target: 300 },
      });
    }
  } finally {
    await server.stop();
  }
}
