/**
 * The key-people list (issue 20 §1), with 5000 generated people (about 8 % key people): GET /api/ListeDc/listeKP,
 * first page filtered on a category ("has category Key People Tech", the smallint[] and its GIN index) and on the
 * status, for HR ("all" access: the whole population is the scope, the worst case) and for a manager (his chain),
 * p95 ≤ 30 ms; beside it the bare Login/me of the same server in the same run, and the Excel export of every key
 * person.
 */
import { listBench, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { seedPeople } from './skills-file';

export async function keyPeopleListSection(ctx: BenchContext) {
  seedPeople(ctx);
  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    const [hr, marc] = await Promise.all([
      signIn(server.url, 'helene.roux@example.com'),
      signIn(server.url, 'marc.durand@example.com'),
    ]);
    const { get, record, ratio, exportOnce } = listBench(ctx, 'key-people-list', server.url);
    const filters = encodeURIComponent(
      JSON.stringify([
        { field: 'categories', op: 'equal', value: '1' },
        { field: 'status', op: 'equal', value: 'inProgress' },
      ]),
    );
    const all = (await (
      await fetch(`${server.url}/api/ListeDc/listeKP?pageSize=1`, { headers: { cookie: hr } })
    ).json()) as {
      data: { total: number };
    };
    const population = (
      (await (
        await fetch(`${server.url}/api/ListMyConsultant/all?pageSize=1`, { headers: { cookie: hr } })
      ).json()) as {
        data: { total: number };
      }
    ).data.total;

    const bare = await timeSequential(300, get(hr, '/api/Login/me'), 20);
    const hrRuns = await timeSequential(200, get(hr, `/api/ListeDc/listeKP?filters=${filters}&pageSize=25`), 10);
    const hrSorted = await timeSequential(
      100,
      get(hr, `/api/ListeDc/listeKP?filters=${filters}&sort=currentClient&order=desc&pageSize=25`),
      5,
    );
    const marcRuns = await timeSequential(200, get(marc, `/api/ListeDc/listeKP?filters=${filters}`), 10);
    record(
      `GET /api/ListeDc/listeKP, HR (${population} employees, ${all.data.total} key people in scope), first page, category and status filters, p95`,
      hrRuns,
      30,
    );
    record('  same, sorted on the current client (descending), p95', hrSorted, 30);
    record('  same for Marc (his chain), p95', marcRuns, 30);
    record('  bare GET /api/Login/me in the same run, p95', bare);
    ratio(hrRuns, bare);

    await exportOnce(hr, '/api/ListeDc/listeKPExportExcel');
  } finally {
    await server.stop();
  }
}
