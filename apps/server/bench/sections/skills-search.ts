/**
 * Skills search figures (issue 19), with 5000 generated people and their files: the multi-criteria search of three
 * skills with levels (POST /api/ListeDc/filtreCritereCompetence, p95 goal ≤ 40 ms) as the BU director (everyone) —
 * the three hard skills held most, the worst case — under OR and AND, and as a generated director (their chain);
 * then the search's Excel export of about 5000 rows (time, and the server's resident memory above its level before
 * the export). Requests one at a time after a warm-up; the server runs as `npm start` runs it.
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import { percentile, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { benchDatabase, seedPeople } from './skills-file';

interface Setup {
  /** The hard skills held by the most files, most held first. */
  skills: number[];
  /** A generated director (role 4) and the size of their chain. */
  director: { email: string; chain: number };
}

async function setup(ctx: BenchContext): Promise<Setup> {
  const database = await benchDatabase(ctx);
  try {
    const skills = await sql<{ id: number }>`
      select ds.id_skill as id from dc_skill ds join skill k on k.id = ds.id_skill
      join skill_type t on t.id = k.id_skill_type where not t.is_soft
      group by ds.id_skill order by count(*) desc, ds.id_skill limit 10`.execute(database.db);
    const director = await sql<{ email: string; chain: number }>`
      select p.email, (with recursive team(id, depth) as (
          select x.id, 1 from person x where x.manager_id = p.id
          union all select x.id, t.depth + 1 from person x join team t on x.manager_id = t.id where t.depth < 50
        ) select count(distinct id)::int from team) as chain
      from person p join account a on a.person_id = p.id and a.role_id = 4 and a.is_active
      where p.email like '%@staff.example.net' order by chain desc, p.id limit 1`.execute(database.db);
    if (skills.rows.length < 10 || !director.rows[0]) throw new Error('no generated population to search');
    return { skills: skills.rows.map((r) => r.id), director: director.rows[0] };
  } finally {
    await database.close();
  }
}

/** The server's resident memory (MB), from /proc (Linux). */
const residentMb = (pid: number | undefined): number | null => {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
};

export async function skillsSearchSection(ctx: BenchContext) {
  seedPeople(ctx);
  const { skills, director } = await setup(ctx);
  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    const [julien, chief] = await Promise.all([
      signIn(server.url, 'julien.moreau@example.com'),
      signIn(server.url, director.email),
    ]);
    const post = async (cookie: string, url: string, body: unknown) => {
      const res = await fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res;
    };
    const criteria = [
      { idSkill: skills[0], minLevel: 3 },
      { idSkill: skills[1], minLevel: 2 },
      { idSkill: skills[2], minLevel: 3 },
    ];
    const search = async (cookie: string, combine: 'and' | 'or') => {
      const res = await post(cookie, '/api/ListeDc/filtreCritereCompetence', { criteria, combine, pageSize: 25 });
      return ((await res.json()) as { data: { total: number } }).data.total;
    };
    const cases = [
      { who: 'everyone (BU director)', cookie: julien, combine: 'or' as const },
      { who: 'everyone (BU director)', cookie: julien, combine: 'and' as const },
      { who: `a director's chain (${director.chain} people)`, cookie: chief, combine: 'or' as const },
    ];
    for (const c of cases) {
      const total = await search(c.cookie, c.combine);
      const runs = await timeSequential(300, () => search(c.cookie, c.combine), 20);
      ctx.record({
        section: 'skills search',
        metric: `3 skills with levels, ${c.combine.toUpperCase()}, ${c.who}: ${total} found, p95`,
        value: percentile(runs, 95),
        unit: 'ms',
        goal: { op: '<=', target: 40 },
      });
      ctx.record({
        section: 'skills search',
        metric: `3 skills with levels, ${c.combine.toUpperCase()}, ${c.who}, median`,
        value: percentile(runs, 50),
        unit: 'ms',
      });
    }

    // The export: the ten hard skills held most, at any level, OR — about every person with a file.
    const wide = { criteria: skills.map((idSkill) => ({ idSkill, minLevel: 1 })), combine: 'or' };
    const exportOnce = async () => {
      const before = residentMb(server.child.pid) ?? 0;
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, residentMb(server.child.pid) ?? 0)), 5);
      const started = performance.now();
      const res = await post(julien, '/api/ListeDc/exportCritereCompetence', wide);
      const bytes = (await res.arrayBuffer()).byteLength;
      const ms = performance.now() - started;
      clearInterval(timer);
      return { ms, rows: Number(res.headers.get('x-total-count')), bytes, growth: peak - before };
    };
    await exportOnce();
    const exports = [];
    for (let i = 0; i < 5; i++) exports.push(await exportOnce());
    const { rows, bytes } = exports[0]!;
    ctx.record({
      section: 'skills search',
      metric: `Excel export of the search, ${rows} rows (${(bytes / 1024).toFixed(0)} kB), median`,
      value: percentile(
        exports.map((e) => e.ms),
        50,
      ),
      unit: 'ms',
    });
    ctx.record({
      section: 'skills search',
      metric: `Excel export of ${rows} rows: the server's resident memory above its level before, largest`,
      value: Math.max(...exports.map((e) => e.growth)),
      unit: 'MB',
    });
  } finally {
    await server.stop();
  }
}
