/**
 * Scale (issue 24 §1): every paged list and search, first page without and with a filter — p95 with one connection
 * and throughput with ten —, every document read and the exports, measured on two populations in the same run: 5 000
 * generated people (the population the budgets were set at) and `--people N`, each in its own database (PGlite: its
 * own data folder; PostgreSQL: `bench_scale_5000` and `bench_scale_<N>`). Each figure at N is printed beside its
 * twin at 5 000 and their ratio, the scale figure: goals, a list's p95 ≤ 30 ms and ratio ≤ 1.5. With N = 5 000 the
 * figures are printed alone.
 */
import { DEFAULT_PEOPLE, load, percentile, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { scaleCalls, type Account, type ScaleCall } from './scale-calls';
import { populationContext, seedPopulation, type PopulationIds } from './scale-population';

const SECTION = 'scale';
const LIST_P95_GOAL = 30;
const RATIO_GOAL = 1.5;

interface Figures {
  p95: number;
  /** Requests per second with 10 connections (lists and documents). */
  rps?: number;
  /** Rows in the call's scope (a list's total, `>N` when the count stopped at N), when it says. */
  total?: number | string;
}

type Measured = Map<string, Figures | { error: string }>;

async function send(url: string, call: ScaleCall, cookie: string): Promise<Response> {
  return fetch(`${url}${call.path}`, {
    method: call.method ?? 'GET',
    headers: { cookie, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
}

/** The total a list's answer gives (`data.total`, `total` or the length of an array; `>N`: more than N, capped). */
function totalOf(json: unknown): number | string | undefined {
  const body = (json as { data?: unknown })?.data ?? json;
  if (Array.isArray(body)) return body.length;
  const { total, totalCapped } = (body ?? {}) as { total?: unknown; totalCapped?: unknown };
  if (typeof total !== 'number') return undefined;
  return totalCapped === true ? `>${total}` : total;
}

/**
 * Up to 100 sequential requests after 10 warm-up ones, stopping after 10 s (at least 10 kept): a call taking a second
 * at 50 000 people (HR's whole-population lists) would otherwise hold the run for minutes.
 */
async function timeBounded(fn: () => Promise<unknown>): Promise<number[]> {
  const warm = await timeSequential(10, fn, 0);
  if (percentile(warm, 50) * 100 <= 10_000) return timeSequential(100, fn, 0);
  return timeSequential(Math.max(10, Math.floor(10_000 / percentile(warm, 50))), fn, 0);
}

async function measure(url: string, calls: ScaleCall[], cookies: Record<Account, string>): Promise<Measured> {
  const measured: Measured = new Map();
  for (const call of calls) {
    let cookie: string | undefined;
    let first: Response | undefined;
    let refused = '';
    for (const who of call.as) {
      const res = await send(url, call, cookies[who]);
      if (res.ok) {
        cookie = cookies[who];
        first = res;
        break;
      }
      refused = `${who}: ${res.status} ${(await res.text()).slice(0, 160)}`;
    }
    if (!cookie || !first) {
      measured.set(call.key, { error: refused });
      continue;
    }
    const total = call.kind === 'list' ? totalOf(await first.json().catch(() => undefined)) : undefined;
    if (call.kind !== 'list') await first.arrayBuffer();
    const once = async () => {
      const res = await send(url, call, cookie);
      if (!res.ok) throw new Error(`${call.path}: ${res.status}`);
      await res.arrayBuffer();
    };
    if (call.kind === 'export') {
      const runs = await timeSequential(call.method === 'POST' ? 3 : 10, once, 1);
      measured.set(call.key, { p95: percentile(runs, 50), total });
      continue;
    }
    const runs = await timeBounded(once);
    const loaded = await load(`${url}${call.path}`, {
      connections: 10,
      seconds: 2,
      method: call.method ?? 'GET',
      headers: { cookie, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
    if (loaded.errors || loaded.non2xx)
      console.log(`  ${call.key}: ${loaded.errors} errors, ${loaded.non2xx} non-2xx under load`);
    measured.set(call.key, { p95: percentile(runs, 95), rps: loaded.requestsPerSecond, total });
    // Progress (the figures are printed beside their twins once both populations are measured).
    console.log(
      `    … ${call.key}: p95 ${percentile(runs, 95).toFixed(2)} ms, ${loaded.requestsPerSecond.toFixed(0)} req/s`,
    );
  }
  return measured;
}

async function measurePopulation(
  ctx: BenchContext,
  people: number,
): Promise<{ measured: Measured; calls: ScaleCall[] }> {
  const { ctx: popCtx, seeded } = await populationContext(ctx, people);
  const { seconds, ids } = await seedPopulation(popCtx, seeded);
  if (!seeded)
    ctx.record({ section: SECTION, metric: `seeding ${people} generated people`, value: seconds, unit: 's' });
  const calls = scaleCalls(ids, new Date()).filter((c) => !ctx.calls || c.key.includes(ctx.calls));
  const server = await startServer(popCtx, { OUTBOX_RELAY: 'false' });
  try {
    const cookies = await signInAll(server.url, ids);
    return { measured: await measure(server.url, calls, cookies), calls };
  } finally {
    await server.stop();
  }
}

async function signInAll(url: string, ids: PopulationIds): Promise<Record<Account, string>> {
  const [hr, julien, marc, paul, camille, director] = await Promise.all(
    [
      'helene.roux@example.com',
      'julien.moreau@example.com',
      'marc.durand@example.com',
      'paul.fournier@example.com',
      'camille.girard@example.com',
      ids.director.email,
    ].map((email) => signIn(url, email)),
  );
  return { hr: hr!, julien: julien!, marc: marc!, paul: paul!, camille: camille!, director: director! };
}

const isError = (f: Figures | { error: string } | undefined): f is { error: string } => f !== undefined && 'error' in f;

export async function scaleSection(ctx: BenchContext) {
  const sizes = ctx.people === DEFAULT_PEOPLE ? [DEFAULT_PEOPLE] : [DEFAULT_PEOPLE, ctx.people];
  const results: Measured[] = [];
  let calls: ScaleCall[] = [];
  for (const people of sizes) {
    const run = await measurePopulation(ctx, people);
    results.push(run.measured);
    calls = run.calls;
  }
  const base = results[0]!;
  const scaled = results.at(-1)!;
  const twin = sizes.length > 1;
  for (const call of calls) {
    const at = scaled.get(call.key);
    const at5000 = base.get(call.key);
    if (!at || isError(at)) {
      console.log(`  [${SECTION}] ${call.key}: not measured (${at ? at.error : 'no answer'})`);
      continue;
    }
    const was = at5000 && !isError(at5000) ? at5000 : undefined;
    const scope =
      at.total === undefined
        ? ''
        : `, ${at.total}${was?.total !== undefined && twin ? ` (${was.total})` : ''} in scope`;
    const beside = twin && was ? ` — at ${DEFAULT_PEOPLE}: ${was.p95.toFixed(2)} ms` : '';
    const what = call.kind === 'export' ? 'median' : 'p95, 1 connection';
    ctx.record({
      section: SECTION,
      metric: `${call.key}${scope}, ${what}${beside}`,
      value: at.p95,
      unit: 'ms',
      ...(call.kind === 'list' ? { goal: { op: '<=' as const, target: LIST_P95_GOAL } } : {}),
    });
    if (twin && was && call.kind !== 'export') {
      ctx.record({
        section: SECTION,
        metric: `  ratio p95 at ${ctx.people} / at ${DEFAULT_PEOPLE}`,
        value: at.p95 / was.p95,
        unit: '×',
        goal: { op: '<=', target: RATIO_GOAL },
      });
    } else if (twin && was) {
      ctx.record({
        section: SECTION,
        metric: `  ratio at ${ctx.people} / at ${DEFAULT_PEOPLE}`,
        value: at.p95 / was.p95,
        unit: '×',
      });
    }
    if (at.rps !== undefined) {
      ctx.record({
        section: SECTION,
        metric: `  throughput, 10 connections${twin && was?.rps ? ` — at ${DEFAULT_PEOPLE}: ${was.rps.toFixed(0)} req/s, ratio ${(at.rps / was.rps).toFixed(2)}` : ''}`,
        value: at.rps,
        unit: 'req/s',
      });
    }
  }
}
