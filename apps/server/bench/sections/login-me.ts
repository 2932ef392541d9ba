import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, latencies, load, repoRoot, signIn, startServer, waitForHealthPath, type BenchContext } from '../lib';

/** GET /api/Login/me with a session: throughput at 50 connections beside a bare Fastify route, p95 at 10. */
export async function loginMeSection(ctx: BenchContext) {
  const server = await startServer(ctx);
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', path.join('apps/server/bench/bare-server.ts')], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(barePort) },
  });
  try {
    await waitForHealthPath(`http://127.0.0.1:${barePort}/bare`, 30_000);
    const cookie = await signIn(server.url, 'alice.martin@example.com');
    const headers = { cookie };
    const bareLoad = await load(`http://127.0.0.1:${barePort}/bare`, { connections: 50, seconds: 5 });
    const meLoad = await load(`${server.url}/api/Login/me`, { connections: 50, seconds: 5, headers });
    if (meLoad.non2xx > 0 || meLoad.errors > 0)
      throw new Error(`Login/me load had ${meLoad.non2xx} non-2xx and ${meLoad.errors} errors`);
    ctx.record({
      section: 'Login/me',
      metric: 'bare Fastify route, 50 connections',
      value: bareLoad.requestsPerSecond,
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
      metric: 'Login/me throughput as a share of the bare route',
      value: (100 * meLoad.requestsPerSecond) / bareLoad.requestsPerSecond,
      unit: '%',
      goal: { op: '>=', target: 40 },
    });
    const lat = await latencies(`${server.url}/api/Login/me`, { connections: 10, total: 5000, headers });
    if (lat.failures > 0) throw new Error(`${lat.failures} failed requests`);
    ctx.record({
      section: 'Login/me',
      metric: 'GET /api/Login/me p95 latency, 10 connections',
      value: lat.p95,
      unit: 'ms',
      goal: { op: '<=', target: 5 },
    });
    ctx.record({
      section: 'Login/me',
      metric: 'GET /api/Login/me p50 latency, 10 connections',
      value: lat.p50,
      unit: 'ms',
    });
  } finally {
    bare.kill('SIGTERM');
    await server.stop();
  }
}
