/**
 * Scale (issue 24 §1): every paged list and search, first page without and with a filter — p95 with one connection
 * and throughput with ten —, every document read and the exports, measured on two populations in the same run: 5 000
 * generated people (the population the budgets were set at) and `--people N`, each in its own database (PGlite: its
 * own data folder; PostgreSQL: `bench_scale_5000` and `bench_scale_<N>`). Each figure at N is printed beside its
 * twin at 5 000 and their ratio, the scale figure: goals, a list's p95 ≤ 30 ms and ratio ≤ 1.5. With N = 5 000 the
 * figures are printed alone.
 */
import { DEFAULT_PEOPLE, load, percentile, signIn, startServer, timeSequential, type BenchContext } from '../lib';
import { collectGarbage } from '../inspector';
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
 * Requests timed per population and call (after 10 warm-up ones), in `ROUNDS` alternating rounds of 5: a burst of
 * the machine's (its neighbours' steal, a collection) of a few hundred ms then falls on both twins' rounds alike, and
 * the p95 is the 10th worst of 200 rather than the 5th of 100 (decision 024-scale-bench, seventh session).
 */
const SAMPLES = 200;
const ROUNDS = 40;
/** A call whose warm-up p50 says 100 requests would take longer than this is timed fewer times (at least 10). */
const TIME_LIMIT_MS = 10_000;

/** One population's server, its accounts' cookies and its calls (their paths name that population's documents). */
interface Target {
  url: string;
  /** The server's inspector (loopback): a full collection before each call is measured. */
  inspectPort?: number;
  cookies: Record<Account, string>;
  calls: Map<string, ScaleCall>;
}

/** The first of the call's accounts the server answers, and the list's total (or why none was answered). */
async function firstAnswer(
  target: Target,
  call: ScaleCall,
): Promise<{ cookie: string; total?: number | string } | { error: string }> {
  let refused = '';
  for (const who of call.as) {
    const res = await send(target.url, call, target.cookies[who]);
    if (res.ok) {
      const total = call.kind === 'list' ? totalOf(await res.json().catch(() => undefined)) : undefined;
      if (call.kind !== 'list') await res.arrayBuffer();
      return { cookie: target.cookies[who], total };
    }
    refused = `${who}: ${res.status} ${(await res.text()).slice(0, 160)}`;
  }
  return { error: refused };
}

/**
 * Measures one call on every population, interleaved: the sequential requests run in alternating rounds (5 000,
 * N, 5 000, N, …, 5 requests each) so that whatever else the machine does at that moment weighs on both twins alike
 * — the ratio of two figures near 10 ms measured minutes apart moved by ±0.5 on this 2-core machine —, then each
 * population's throughput.
 */
interface Prepared {
  call: ScaleCall;
  target: Target;
  answer: { cookie: string; total?: number | string };
  once: () => Promise<void>;
  runs: number[];
}

async function measureCall(targets: Target[], key: string): Promise<(Figures | { error: string })[]> {
  // Every server starts the call with no garbage of the one before: the previous call's throughput ends on the last
  // population's server, whose collector otherwise paused in this call's first rounds (the exchanges filtered 1.90 ×
  // in a full run, 0.91 × measured alone: decision 024-scale-bench).
  await Promise.all(targets.map(collectGarbage));
  const prepared = await Promise.all(
    targets.map(async (target): Promise<Prepared | { error: string }> => {
      const call = target.calls.get(key)!;
      const answer = await firstAnswer(target, call);
      if ('error' in answer) return { error: answer.error };
      const once = async () => {
        const res = await send(target.url, call, answer.cookie);
        if (!res.ok) throw new Error(`${call.path}: ${res.status}`);
        await res.arrayBuffer();
      };
      return { call, target, answer, once, runs: [] as number[] };
    }),
  );
  const ready = prepared.filter((p): p is Prepared => !('error' in p));
  const kind = ready[0]?.call.kind;
  if (kind === 'export') {
    for (const p of ready) p.runs.push(...(await timeSequential(p.call.method === 'POST' ? 3 : 10, p.once, 1)));
  } else {
    const perRound: number[] = [];
    for (const p of ready) {
      const warm = await timeSequential(10, p.once, 0);
      const count = Math.max(10, Math.min(SAMPLES, Math.floor(TIME_LIMIT_MS / percentile(warm, 50))));
      perRound.push(Math.ceil(count / ROUNDS));
    }
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, p] of ready.entries()) p.runs.push(...(await timeSequential(perRound[i]!, p.once, 0)));
  }
  const figures: (Figures | { error: string })[] = [];
  for (const p of prepared) {
    if ('error' in p) {
      figures.push(p);
      continue;
    }
    if (kind === 'export') {
      figures.push({ p95: percentile(p.runs, 50), total: p.answer.total });
      continue;
    }
    const loaded = await load(`${p.target.url}${p.call.path}`, {
      connections: 10,
      seconds: 2,
      method: p.call.method ?? 'GET',
      headers: {
        cookie: p.answer.cookie,
        ...(p.call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(p.call.body === undefined ? {} : { body: JSON.stringify(p.call.body) }),
    });
    if (loaded.errors || loaded.non2xx)
      console.log(`  ${key}: ${loaded.errors} errors, ${loaded.non2xx} non-2xx under load`);
    figures.push({ p95: percentile(p.runs, 95), rps: loaded.requestsPerSecond, total: p.answer.total });
  }
  // Progress (the figures are printed beside their twins once every call is measured).
  const shown = figures.map((f) => ('error' in f ? 'refused' : `${f.p95.toFixed(2)} ms`)).join(' / ');
  console.log(`    … ${key}: ${shown}`);
  return figures;
}

/** Seeds (unless reused) one population, starts its server and signs its accounts in. */
async function startPopulation(
  ctx: BenchContext,
  people: number,
): Promise<{ target: Target; stop: () => Promise<void> }> {
  const { ctx: popCtx, seeded } = await populationContext(ctx, people);
  const { seconds, ids } = await seedPopulation(popCtx, seeded);
  if (!seeded)
    ctx.record({ section: SECTION, metric: `seeding ${people} generated people`, value: seconds, unit: 's' });
  const calls = scaleCalls(ids, new Date()).filter((c) => !ctx.calls || c.key.includes(ctx.calls));
  const server = await startServer(popCtx, { OUTBOX_RELAY: 'false' }, { inspect: true });
  try {
    const cookies = await signInAll(server.url, ids);
    const target = {
      url: server.url,
      inspectPort: server.inspectPort,
      cookies,
      calls: new Map(calls.map((c) => [c.key, c])),
    };
    return { target, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
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

/** Starts every population's server, measures each call on all of them (interleaved), stops the servers. */
async function measureAll(ctx: BenchContext, sizes: number[]): Promise<{ results: Measured[]; calls: ScaleCall[] }> {
  const started: { target: Target; stop: () => Promise<void> }[] = [];
  const results: Measured[] = sizes.map(() => new Map());
  try {
    for (const people of sizes) started.push(await startPopulation(ctx, people));
    const calls = [...started.at(-1)!.target.calls.values()];
    for (const call of calls) {
      const figures = await measureCall(
        started.map((s) => s.target),
        call.key,
      );
      figures.forEach((f, i) => results[i]!.set(call.key, f));
    }
    return { results, calls };
  } finally {
    await Promise.all(started.map((s) => s.stop()));
  }
}

export async function scaleSection(ctx: BenchContext) {
  const sizes = ctx.people === DEFAULT_PEOPLE ? [DEFAULT_PEOPLE] : [DEFAULT_PEOPLE, ctx.people];
  const { results, calls } = await measureAll(ctx, sizes);
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
