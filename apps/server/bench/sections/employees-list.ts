/**
 * The employees list (issue 19), with 5000 generated people: GET /api/ListMyConsultant/all, first page with a
 * filter, for HR ("all" access: the whole population is the scope, the worst case) and for a manager (his chain),
 * p95 ≤ 30 ms; beside it the bare Login/me of the same server in the same run. The Excel export of every employee
 * (≈ 5000 rows) ≤ 2 s, with the server's resident memory before and after (constant memory: the workbook is
 * streamed batch after batch, never held).
 */
import fs from 'node:fs';
import { percentile, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { seedPeople } from './skills-file';

const rssMb = (pid: number | undefined) => {
  const status = pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

export async function employeesListSection(ctx: BenchContext) {
  seedPeople(ctx);
  const server = await startServer(ctx, { OUTBOX_RELAY: 'false' });
  try {
    const [hr, marc] = await Promise.all([
      signIn(server.url, 'helene.roux@example.com'),
      signIn(server.url, 'marc.durand@example.com'),
    ]);
    const get = (cookie: string, path: string) => async () => {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.arrayBuffer();
    };
    const filters = encodeURIComponent(JSON.stringify([{ field: 'eaStatus', op: 'equal', value: '1' }]));
    const first = await (
      await fetch(`${server.url}/api/ListMyConsultant/all?pageSize=1`, { headers: { cookie: hr } })
    ).json();
    const population = (first as { data: { total: number } }).data.total;

    const bare = await timeSequential(300, get(hr, '/api/Login/me'), 20);
    const hrRuns = await timeSequential(200, get(hr, `/api/ListMyConsultant/all?filters=${filters}&pageSize=25`), 10);
    const hrSorted = await timeSequential(
      100,
      get(hr, `/api/ListMyConsultant/all?filters=${filters}&sort=eaDeadline&order=desc&pageSize=25`),
      5,
    );
    const marcRuns = await timeSequential(200, get(marc, `/api/ListMyConsultant/all?filters=${filters}`), 10);
    const record = (metric: string, values: number[], goal?: number) =>
      ctx.record({
        section: 'employees-list',
        metric,
        value: percentile(values, 95),
        unit: 'ms',
        ...(goal ? { goal: { op: '<=' as const, target: goal } } : {}),
      });
    record(
      `GET /api/ListMyConsultant/all, HR (${population} employees in scope), first page, filter on this year's evaluation, p95`,
      hrRuns,
      30,
    );
    record('  same, sorted on the evaluation deadline (descending), p95', hrSorted, 30);
    record('  same for Marc (his chain), p95', marcRuns, 30);
    record('  bare GET /api/Login/me in the same run, p95', bare);

    const rssBefore = rssMb(server.child.pid);
    const exports: number[] = [];
    let rows = 0;
    let rssPeak = rssBefore;
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/ListMyConsultant/exportExcel`, {
        method: 'POST',
        headers: { cookie: hr, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!res.ok) throw new Error(`export: ${res.status}`);
      await res.arrayBuffer();
      exports.push(performance.now() - started);
      rows = Number(res.headers.get('x-total-count'));
      rssPeak = Math.max(rssPeak, rssMb(server.child.pid));
    }
    ctx.record({
      section: 'employees-list',
      metric: `POST /api/ListMyConsultant/exportExcel, ${rows} rows, worst of 3`,
      value: Math.max(...exports),
      unit: 'ms',
      goal: { op: '<=', target: 2000 },
    });
    ctx.record({
      section: 'employees-list',
      metric: `  server resident memory after the exports minus before (${rssBefore.toFixed(0)} MB before)`,
      value: rssPeak - rssBefore,
      unit: 'MB',
    });
  } finally {
    await server.stop();
  }
}
