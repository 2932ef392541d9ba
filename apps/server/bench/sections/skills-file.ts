/**
 * Skills-file figures (issue 4), with 5000 generated people (`--people N`) and their files:
 * GET /api/Dc/details of a rich file (p95 goal ≤ 10 ms), catalogue search (p95 ≤ 20 ms),
 * Word and PDF export of a rich file (each ≤ 300 ms). Requests are sent one at a time, as a
 * person's browser would, after a warm-up; the server runs as `npm start` runs it.
 */
import { spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import { databaseFromUrl, databaseFromPglite, openPglite } from '../../src/db/database';
import { percentile, repoRoot, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import path from 'node:path';

const SEARCH_TERMS = [
  'java',
  'sql',
  'gestion',
  'cloud',
  'react',
  'test',
  'agile',
  'kub',
  'data',
  'python',
  'sécu',
  'an',
];

async function richestFile(ctx: BenchContext): Promise<{ idDc: number; experiences: number; skills: number }> {
  const database = await benchDatabase(ctx);
  try {
    const row = await sql<{ id: number; experiences: number; skills: number }>`
      select d.id,
        (select count(*)::int from dc_experience e where e.dc_id = d.id) as experiences,
        (select count(*)::int from dc_skill s where s.dc_id = d.id) as skills
      from dc d join person p on p.id = d.person_id
      where p.email like '%@staff.example.net' and d.status <> 4
      order by experiences desc, skills desc, d.id limit 1`.execute(database.db);
    const found = row.rows[0];
    if (!found) throw new Error('no generated skills file');
    return { idDc: found.id, experiences: found.experiences, skills: found.skills };
  } finally {
    await database.close();
  }
}

/**
 * Seeds the demo organisation and `people` generated people (`--people N`, 5 000 by default: their skills files, two
 * years of evaluations, reviews, key people, training wishes) into the context's database.
 */
export function seedPeople(ctx: BenchContext, people = ctx.people) {
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/db/seed/cli.ts', '--people', String(people)],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: ctx.dataDir,
        LOG_LEVEL: 'warn',
        ...(ctx.databaseUrl ? { DATABASE_URL: ctx.databaseUrl } : {}),
      },
    },
  );
  if (seed.status !== 0) throw new Error(`seeding ${people} people failed`);
}

/** A database handle on the bench's database (PGlite folder or PostgreSQL). */
export async function benchDatabase(ctx: BenchContext) {
  return ctx.databaseUrl
    ? databaseFromUrl(ctx.databaseUrl, 1)
    : databaseFromPglite(await openPglite({ dataDir: path.join(ctx.dataDir, 'pglite') }));
}

export async function skillsFileSection(ctx: BenchContext) {
  seedPeople(ctx);
  const rich = await richestFile(ctx);

  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    // The business-unit director sees everyone ("all" access).
    const cookie = await signIn(server.url, 'julien.moreau@example.com');
    const get = async (url: string) => {
      const res = await fetch(`${server.url}${url}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const label = `${rich.experiences} experiences, ${rich.skills} skills`;

    const details = await timeSequential(300, () => get(`/api/Dc/details?idDc=${rich.idDc}`), 20);
    ctx.record({
      section: 'skills file',
      metric: `GET /api/Dc/details of a rich file (${label}), p95`,
      value: percentile(details, 95),
      unit: 'ms',
      goal: { op: '<=', target: 10 },
    });
    ctx.record({
      section: 'skills file',
      metric: 'GET /api/Dc/details, median',
      value: percentile(details, 50),
      unit: 'ms',
    });

    let i = 0;
    const search = await timeSequential(
      300,
      () =>
        get(`/api/ListeDc/listSearchSkills?searchTerm=${encodeURIComponent(SEARCH_TERMS[i++ % SEARCH_TERMS.length]!)}`),
      20,
    );
    ctx.record({
      section: 'skills file',
      metric: 'catalogue search (listSearchSkills), p95',
      value: percentile(search, 95),
      unit: 'ms',
      goal: { op: '<=', target: 20 },
    });

    for (const format of ['docx', 'pdf'] as const) {
      const runs = await timeSequential(
        30,
        () => get(`/api/SpireDoc/downLoadDC?idDc=${rich.idDc}&format=${format}`),
        3,
      );
      ctx.record({
        section: 'skills file',
        metric: `${format === 'docx' ? 'Word' : 'PDF'} export of the rich file, median`,
        value: percentile(runs, 50),
        unit: 'ms',
      });
      ctx.record({
        section: 'skills file',
        metric: `${format === 'docx' ? 'Word' : 'PDF'} export of the rich file, p95`,
        value: percentile(runs, 95),
        unit: 'ms',
        goal: { op: '<=', target: 300 },
      });
    }
  } finally {
    await server.stop();
  }
}
