import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, latencies, load, repoRoot, signIn, startServer, waitForHealthPath, type BenchContext } from '../lib';

/** Headers of an answer that are the connection's or the body's own, not what the app chose to send. */
const TRANSPORT_HEADERS = new Set([
  'connection',
  'keep-alive',
  'date',
  'content-length',
  'content-type',
  'transfer-encoding',
  'set-cookie',
]);

/**
 * GET /api/Login/me with a session: throughput at 50 connections beside two bare Fastify routes of the same run —
 * today's (a small envelope, no security headers) and a fair one sending Login/me's own headers and body (copied
 * from a real answer: bench/bare-server.ts), which the goal is measured against — and p95 at 10 connections.
 */
export async function loginMeSection(ctx: BenchContext) {
  const server = await startServer(ctx);
  let bare: ReturnType<typeof spawn> | undefined;
  try {
    const cookie = await signIn(server.url, 'alice.martin@example.com');
    const headers = { cookie };
    const sample = await fetch(`${server.url}/api/Login/me`, { headers });
    const sampleBody = await sample.text();
    if (!sample.ok) throw new Error(`Login/me: ${sample.status} ${sampleBody}`);
    const sent = Object.fromEntries([...sample.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));
    const barePort = await freePort();
    bare = spawn(process.execPath, ['--import', 'tsx', path.join('apps/server/bench/bare-server.ts')], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: { ...process.env, PORT: String(barePort), FAIR_BODY: sampleBody, FAIR_HEADERS: JSON.stringify(sent) },
    });
    await waitForHealthPath(`http://127.0.0.1:${barePort}/bare`, 30_000);
    const fair = await fetch(`http://127.0.0.1:${barePort}/fair`);
    const fairBody = await fair.text();
    if (Buffer.byteLength(fairBody) !== Buffer.byteLength(sampleBody))
      throw new Error(`the fair route's body is ${Buffer.byteLength(fairBody)} bytes, Login/me's ${sampleBody.length}`);
    ctx.record({
      section: 'Login/me',
      metric: 'answer: security headers sent (fair route: the same)',
      value: Object.entries(sent).reduce((n, [name, value]) => n + name.length + value.length + 4, 0),
      unit: 'B',
    });
    ctx.record({
      section: 'Login/me',
      metric: 'answer: body (fair route: the same)',
      value: Buffer.byteLength(sampleBody),
      unit: 'B',
    });

    const bareLoad = await load(`http://127.0.0.1:${barePort}/bare`, { connections: 50, seconds: 5 });
    const fairLoad = await load(`http://127.0.0.1:${barePort}/fair`, { connections: 50, seconds: 5 });
    const meLoad = await load(`${server.url}/api/Login/me`, { connections: 50, seconds: 5, headers });
    if (meLoad.non2xx > 0 || meLoad.errors > 0)
      throw new Error(`Login/me load had ${meLoad.non2xx} non-2xx and ${meLoad.errors} errors`);
    ctx.record({
      section: 'Login/me',
      metric: 'bare Fastify route (small envelope, no headers), 50 connections',
      value: bareLoad.requestsPerSecond,
      unit: 'req/s',
    });
    ctx.record({
      section: 'Login/me',
      metric: 'fair bare route (Login/me’s headers and body), 50 connections',
      value: fairLoad.requestsPerSecond,
      unit: 'req/s',
    });
    ctx.record({
      section: 'Login/me',
      metric: 'GET /api/Login/me with a session, 50 connections',
      value: meLoad.requestsPerSecond,
      unit: 'req/s',
    });
    ctx.record({
      section: 'Login/me',
      metric: 'Login/me throughput as a share of the FAIR bare route',
      value: (100 * meLoad.requestsPerSecond) / fairLoad.requestsPerSecond,
      unit: '%',
      goal: { op: '>=', target: 50 },
    });
    ctx.record({
      section: 'Login/me',
      metric: '  (for comparison) share of the bare route without headers',
      value: (100 * meLoad.requestsPerSecond) / bareLoad.requestsPerSecond,
      unit: '%',
    });
    const lat = await latencies(`${server.url}/api/Login/me`, { connections: 10, total: 5000, headers });
    if (lat.failures > 0) throw new Error(`${lat.failures} failed requests`);
    ctx.record({
      section: 'Login/me',
      metric: 'GET /api/Login/me p95 latency, 10 connections',
      value: lat.p95,
      unit: 'ms',
      goal: { op: '<=', target: 3 },
    });
    ctx.record({
      section: 'Login/me',
      metric: 'GET /api/Login/me p50 latency, 10 connections',
      value: lat.p50,
      unit: 'ms',
    });
  } finally {
    bare?.kill('SIGTERM');
    await server.stop();
  }
}
