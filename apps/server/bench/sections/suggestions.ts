/**
 * Gaps → training suggestions (issue 22 §2), with 5000 generated people (their evaluations, files and wishes) and the
 * seeded catalogue: every generated person has two managers' targets (Kubernetes 4, Terraform 3), and the staffing
 * search was asked for ten skills 300 times in the last 90 days (and 300 times before). GET /api/SkillsGaps/team for a
 * page of 50 people — HR ("all" access, the first page of the population) and the generated manager with the largest
 * chain — p95 ≤ 50 ms; one person's gaps beside it.
 */
import { sql } from 'kysely';
import { listBench, percentile, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { benchDatabase, seedPeople } from './skills-file';

async function prepare(ctx: BenchContext) {
  const database = await benchDatabase(ctx);
  try {
    const db = database.db;
    await sql`insert into skill_target (person_id, id_skill, level)
      select p.id, s.id, case when s.label = 'Kubernetes' then 4 else 3 end from person p
      cross join skill s where p.email like '%@staff.example.net' and s.label in ('Kubernetes', 'Terraform')
      on conflict do nothing`.execute(db);
    await sql`insert into skill_demand (id_skill, level, asked_at)
      select s.id, 1 + (g % 4), now() - make_interval(days => (g % 180)) from generate_series(1, 600) g
      join lateral (select id from skill where is_active order by id offset (g % 10) limit 1) s on true`.execute(db);
    const { rows } = await sql<{ email: string; team: number }>`
      select m.email, count(*)::int as team from person p join person m on m.id = p.manager_id
      where m.email like '%@staff.example.net' group by m.email order by count(*) desc limit 1`.execute(db);
    return rows[0];
  } finally {
    await database.close();
  }
}

export async function suggestionsSection(ctx: BenchContext) {
  seedPeople(ctx);
  const manager = await prepare(ctx);
  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    const hr = await signIn(server.url, 'helene.roux@example.com');
    const { get, record } = listBench(ctx, 'suggestions', server.url);
    const page = (await (
      await fetch(`${server.url}/api/SkillsGaps/team?pageSize=50`, { headers: { cookie: hr } })
    ).json()) as { data: { total: number; items: { idUser: number; gaps: { suggestions: unknown[] }[] }[] } };
    const gaps = page.data.items.reduce((n, p) => n + p.gaps.length, 0);
    const suggestions = page.data.items.reduce((n, p) => n + p.gaps.reduce((m, g) => m + g.suggestions.length, 0), 0);
    const hrRuns = await timeSequential(100, get(hr, '/api/SkillsGaps/team?pageSize=50'), 10);
    record(
      `GET /api/SkillsGaps/team, HR, a page of 50 people (${gaps} gaps, ${suggestions} suggestions), p95`,
      hrRuns,
      50,
    );
    ctx.record({ section: 'suggestions', metric: '  same, median', value: percentile(hrRuns, 50), unit: 'ms' });
    if (manager) {
      const cookie = await signIn(server.url, manager.email);
      const runs = await timeSequential(100, get(cookie, '/api/SkillsGaps/team?pageSize=50'), 10);
      record(`  same for the generated manager with the most direct reports (${manager.team}), p95`, runs, 50);
    }
    const one = page.data.items[0]!.idUser;
    const person = await timeSequential(100, get(hr, `/api/SkillsGaps/person?idUser=${one}`), 10);
    record('GET /api/SkillsGaps/person (one person), HR, p95', person);
  } finally {
    await server.stop();
  }
}
