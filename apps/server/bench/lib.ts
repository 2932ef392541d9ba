/**
 * Benchmark helpers: start the real server as a child process (as `npm start` runs it), measure
 * with autocannon from this process, print figures beside their goals.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** The population the budgets were set at (issue 4): the scale section compares every figure with its twin here. */
export const DEFAULT_PEOPLE = 5000;

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BenchContext {
  /** PostgreSQL URL when benchmarking on PostgreSQL; undefined for PGlite. */
  databaseUrl?: string;
  /** A data folder private to this bench run. */
  dataDir: string;
  /** The generated people every seeding section adds to the demo organisation (`--people N`, 5 000 by default). */
  people: number;
  /** The PostgreSQL server's URL as given (--postgres), for a section that creates its own databases. */
  postgresServerUrl?: string;
  /** `--reuse`: a section that keeps its own seeded PostgreSQL databases (scale) reuses them instead of seeding again. */
  reuse?: boolean;
  /** `--calls <text>`: the scale section measures only the calls whose name contains it (a quick re-measure). */
  calls?: string;
  record(row: BenchRow): void;
}

export interface BenchRow {
  section: string;
  metric: string;
  value: number;
  unit: string;
  /** e.g. { op: '<=', target: 3000 } */
  goal?: { op: '<=' | '>='; target: number };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  /** Milliseconds from spawn to the first successful answer of GET /api/health. */
  startupMs: number;
  child: ChildProcess;
  /** The port of its inspector on loopback, when started with `inspect` (a full collection on demand: inspector.ts). */
  inspectPort?: number;
  stop(): Promise<void>;
}

export async function waitForHealth(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  return waitForHealthPath(`${url}/api/health`, timeoutMs, child);
}

export async function waitForHealthPath(target: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const url = target;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`server at ${url} not healthy after ${timeoutMs} ms`);
}

/**
 * Starts the application server as `npm start` runs it (the bundle apps/server/dist/main.mjs) with the given
 * environment; with `inspect`, its inspector listens on a free loopback port (`inspectPort`).
 */
export async function startServer(
  ctx: BenchContext,
  env: Record<string, string> = {},
  options: { inspect?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const inspectPort = options.inspect ? await freePort() : undefined;
  const inspect = inspectPort === undefined ? [] : [`--inspect=127.0.0.1:${inspectPort}`];
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', ...inspect, 'apps/server/dist/main.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: ctx.dataDir,
      LOG_LEVEL: 'warn',
      // The bench measures the work of each call, not the rate limiter (which would refuse a load test).
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
      RATE_LIMIT_MAILS_PER_HOUR: '1000000',
      RATE_LIMIT_EXPORTS_PER_MINUTE: '1000000',
      ...(ctx.databaseUrl ? { DATABASE_URL: ctx.databaseUrl, SEED_DEMO: 'true', DEV_LOGIN: 'true' } : {}),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, 120_000, child);
  const startupMs = performance.now() - started;
  return {
    url,
    startupMs,
    child,
    inspectPort,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in a demo account through the dev sign-in and returns the cookie header. */
export async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/Login/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ LoginFromEmail: email, isDevModeRessource: true }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ms_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Load with autocannon: `connections` concurrent connections for `seconds`, after a short warm-up. */
export async function load(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
  },
): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: options.connections,
      duration,
      headers: options.headers,
      method: options.method ?? 'GET',
      body: options.body,
    });
  await run(1);
  const r = await run(options.seconds);
  const latency = r.latency as unknown as Record<string, number>;
  return {
    requestsPerSecond: r.requests.average,
    p50: latency.p50 ?? 0,
    p99: latency.p99 ?? 0,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/**
 * Latencies of `total` requests sent over `connections` keep-alive connections (after a warm-up of 50 per
 * connection), each request's time read from autocannon's own client (its `response` event) — the load generator of
 * the throughput rows, lighter than Node's http client, whose own event loop added a tail of its own to the figure
 * (decision 024-scale-request-path §6).
 */
export async function latencies(
  url: string,
  options: { connections: number; total: number; headers?: Record<string, string> },
): Promise<{ p50: number; p95: number; p99: number; failures: number }> {
  const run = async (amount: number) => {
    const durations: number[] = [];
    let failures = 0;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url, connections: options.connections, amount, headers: options.headers },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, status, _bytes, ms) => {
        if (status === 200) durations.push(ms);
        else failures += 1;
      });
    });
    return { durations, failures: failures + result.errors };
  };
  await run(50 * options.connections);
  const { durations, failures } = await run(options.total);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), p99: percentile(durations, 99), failures };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Times `fn` `count` times in sequence (after `warmup` runs) and returns the durations in ms. */
export async function timeSequential(count: number, fn: () => Promise<unknown>, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const durations: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await fn();
    durations.push(performance.now() - t0);
  }
  return durations;
}

export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `myskills-bench-${label}-`));
}

/**
 * The measures every list section takes the same way: `get` (a GET as the signed-in cookie, body read), `record`
 * (a p95 against an optional goal in ms), `ratio` (a list's p95 over the bare route's of the same run) and `exportOnce`
 * (an Excel export timed once, its row count from X-Total-Count, goal 2 s).
 */
export function listBench(ctx: BenchContext, section: string, url: string) {
  const record = (metric: string, values: number[], goal?: number) =>
    ctx.record({
      section,
      metric,
      value: percentile(values, 95),
      unit: 'ms',
      ...(goal ? { goal: { op: '<=' as const, target: goal } } : {}),
    });
  return {
    get: (cookie: string, path: string) => async () => {
      const res = await fetch(`${url}${path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.arrayBuffer();
    },
    record,
    ratio: (list: number[], bare: number[]) =>
      ctx.record({
        section,
        metric: '  ratio HR list p95 / bare Login/me p95',
        value: percentile(list, 95) / percentile(bare, 95),
        unit: '×',
      }),
    async exportOnce(cookie: string, path: string) {
      const started = performance.now();
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!res.ok) throw new Error(`export: ${res.status}`);
      await res.arrayBuffer();
      ctx.record({
        section,
        metric: `POST ${path}, ${res.headers.get('x-total-count')} rows`,
        value: performance.now() - started,
        unit: 'ms',
        goal: { op: '<=', target: 2000 },
      });
    },
  };
}
