/**
 * The training wishes list (issue 20 §2), with 5000 generated people (about 35 % with one to three wishes):
 * GET /api/Training/list — a page and the totals per status, nature and scheme of every matching wish — for HR ("all"
 * access: the whole population, the worst case) unfiltered and filtered (in progress, scheme PLAN F), and for a
 * manager (his chain), p95 ≤ 30 ms; beside it the bare Login/me of the same server in the same run; the budget of the
 * year and the Excel export of every wish.
 */
import { listBench, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { seedPeople } from './skills-file';

export async function trainingsListSection(ctx: BenchContext) {
  seedPeople(ctx);
  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    const [hr, marc] = await Promise.all([
      signIn(server.url, 'helene.roux@example.com'),
      signIn(server.url, 'marc.durand@example.com'),
    ]);
    const { get, record, ratio, exportOnce } = listBench(ctx, 'trainings-list', server.url);
    const all = (await (
      await fetch(`${server.url}/api/Training/list?pageSize=1`, { headers: { cookie: hr } })
    ).json()) as {
      data: { total: number };
    };
    const filters = encodeURIComponent(
      JSON.stringify([
        { field: 'status', op: 'equal', value: '1' },
        { field: 'scheme', op: 'equal', value: '8' },
      ]),
    );
    const bare = await timeSequential(300, get(hr, '/api/Login/me'), 20);
    const hrRuns = await timeSequential(200, get(hr, '/api/Training/list?pageSize=25'), 10);
    const hrFiltered = await timeSequential(200, get(hr, `/api/Training/list?filters=${filters}&pageSize=25`), 10);
    const hrSorted = await timeSequential(100, get(hr, '/api/Training/list?sort=costExclTax&order=desc'), 5);
    const marcRuns = await timeSequential(200, get(marc, '/api/Training/list'), 10);
    const budget = await timeSequential(50, get(hr, `/api/Training/budget?year=${new Date().getFullYear()}`), 5);
    record(`GET /api/Training/list, HR (${all.data.total} wishes in scope), first page with totals, p95`, hrRuns, 30);
    record('  same, filtered (in progress, scheme PLAN F), p95', hrFiltered, 30);
    record('  same, sorted on the cost (descending), p95', hrSorted, 30);
    record('  same for Marc (his chain), p95', marcRuns, 30);
    record('  bare GET /api/Login/me in the same run, p95', bare);
    ratio(hrRuns, bare);
    record('GET /api/Training/budget of this year, HR (per business unit and scheme), p95', budget, 100);

    await exportOnce(hr, '/api/Training/exportExcel');
  } finally {
    await server.stop();
  }
}
