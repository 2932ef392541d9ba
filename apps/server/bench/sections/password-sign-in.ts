/**
 * Candidates' password sign-in (issue 11): the argon2id verification alone, POST Login/authentication p50/p95 with
 * a password and a captcha on the onboarding host (captchas solved beforehand, outside the timed part), and
 * GET Login/me p95 while password sign-ins are hashing, beside Login/me alone: argon2id runs on libuv's thread
 * pool, so the event loop keeps answering.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { hashPassword, verifyPassword } from '../../src/modules/auth/password/password-hash';
import { percentile, signIn, startServer, type BenchContext } from '../lib';

const HOST = 'onboarding.localhost';
const PASSWORD = 'Bench-Password1!';
const SIGN_INS = 60;
const SIGN_IN_CONNECTIONS = 4;
const BUSY_SIGN_INS = 240;

type Json = { data: unknown };

async function call(url: string, path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const res = await fetch(`${url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, json: (await res.json()) as Json };
}

/** A POST to the onboarding host (fetch cannot set Host): status and duration. */
function postOnboarding(url: string, path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const target = new URL(path, url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { host: HOST, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function solvedCaptchas(url: string, count: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, async () => {
        const { json } = await call(url, '/api/Login/captcha');
        const challenge = json.data as Challenge;
        const solution = await solveChallenge({ challenge, deriveKey });
        return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      }),
    );
    out.push(...batch);
  }
  return out;
}

/** A candidate with a password, made the way a recruiter and the candidate do (add + e-mailed link). */
async function candidateWithPassword(url: string): Promise<string> {
  const email = 'bench.candidate@example.com';
  const cookie = await signIn(url, 'camille.girard@example.com');
  const added = await call(url, '/api/Candidate/add', {
    cookie,
    body: { firstName: 'Bench', lastName: 'Candidate', email, idLang: 1, invite: true },
  });
  if (added.status !== 200) throw new Error(`Candidate/add: ${added.status} ${JSON.stringify(added.json)}`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const list = await call(url, `/api/Mailbox/list?to=${encodeURIComponent(email)}`, { cookie });
    const items = (list.json.data as { items: { id: number }[] }).items;
    if (items.length > 0) {
      const mail = await call(url, `/api/Mailbox/byId?id=${items[0]!.id}`, { cookie });
      const token = /token=([A-Za-z0-9_-]+)/.exec((mail.json.data as { text: string }).text)?.[1];
      if (!token) throw new Error('no token in the invitation');
      const saved = await postOnboarding(url, '/api/Login/savePassword', {
        LoginFromEmail: email,
        IDToken: token,
        Password: PASSWORD,
      });
      if (saved.status !== 200) throw new Error(`savePassword: ${saved.status}`);
      return email;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the invitation did not arrive');
}

/** Runs the sign-ins over `connections` workers; answers each one's duration. */
async function signIns(url: string, email: string, captchas: string[], connections: number) {
  const durations: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < captchas.length) {
      const captcha = captchas[next++]!;
      const { status, ms } = await postOnboarding(url, '/api/Login/authentication', {
        LoginFromEmail: email,
        Password: PASSWORD,
        Captcha: captcha,
      });
      if (status !== 200) throw new Error(`password sign-in answered ${status}`);
      durations.push(ms);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return durations;
}

/** Login/me durations, one connection back to back, until `until` resolves (or `count` requests). */
async function meWhile(url: string, cookie: string, until: Promise<unknown> | null, count = 1000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const durations: number[] = [];
  let done = false;
  void until?.then(() => (done = true));
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const t0 = performance.now();
      http
        .get(`${url}/api/Login/me`, { agent, headers: { cookie } }, (res) => {
          res.resume();
          res.on('end', () => resolve(performance.now() - t0));
        })
        .on('error', reject);
    });
  for (let i = 0; until ? !done : i < count; i++) durations.push(await once());
  agent.destroy();
  return durations;
}

export async function passwordSignInSection(ctx: BenchContext) {
  // The hash alone, in this process.
  const stored = await hashPassword(PASSWORD);
  const verifies: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await verifyPassword(stored, PASSWORD);
    verifies.push(performance.now() - t0);
  }
  ctx.record({
    section: 'password sign-in',
    metric: 'argon2id verify (m=19 MiB, t=2, p=1) p50',
    value: percentile(verifies, 50),
    unit: 'ms',
  });

  // The event loop idle, then while 4 verifications run back to back (libuv's 4 threads): it stays free.
  const idleLoop = monitorEventLoopDelay({ resolution: 1 });
  idleLoop.enable();
  await new Promise((r) => setTimeout(r, 2000));
  idleLoop.disable();
  ctx.record({
    section: 'password sign-in',
    metric: 'event-loop delay p99 idle (2 s)',
    value: idleLoop.percentile(99) / 1e6,
    unit: 'ms',
  });
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const until = performance.now() + 2000;
  let hashed = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < until) {
        await verifyPassword(stored, PASSWORD);
        hashed += 1;
      }
    }),
  );
  histogram.disable();
  ctx.record({
    section: 'password sign-in',
    metric: `event-loop delay p99 while 4 argon2id verifications run back to back (${hashed} in 2 s)`,
    value: histogram.percentile(99) / 1e6,
    unit: 'ms',
    goal: { op: '<=', target: 20 },
  });

  const server = await startServer(ctx, {
    ONBOARDING_HOSTS: HOST,
    RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '1000000',
    RATE_LIMIT_CAPTCHA_PER_MINUTE: '1000000',
    OUTBOX_POLL_MS: '200',
  });
  try {
    const email = await candidateWithPassword(server.url);
    const captchas = await solvedCaptchas(server.url, SIGN_INS + BUSY_SIGN_INS);
    // One candidate at a time (the latency a person sees), then four at once.
    for (const [connections, slice] of [
      [1, captchas.slice(0, SIGN_INS / 2)],
      [SIGN_IN_CONNECTIONS, captchas.slice(SIGN_INS / 2, SIGN_INS)],
    ] as const) {
      const timed = await signIns(server.url, email, slice, connections);
      for (const p of [50, 95]) {
        ctx.record({
          section: 'password sign-in',
          metric: `POST Login/authentication (password + captcha) p${p}, ${connections} connection(s)`,
          value: percentile(timed, p),
          unit: 'ms',
          ...(p === 95 && connections === 1 ? { goal: { op: '<=' as const, target: 200 } } : {}),
        });
      }
    }

    const cookie = await signIn(server.url, 'alice.martin@example.com');
    const idle = await meWhile(server.url, cookie, null, 1000);
    const busy = signIns(server.url, email, captchas.slice(SIGN_INS), SIGN_IN_CONNECTIONS);
    const during = await meWhile(server.url, cookie, busy);
    await busy;
    ctx.record({
      section: 'password sign-in',
      metric: 'GET Login/me p95 alone',
      value: percentile(idle, 95),
      unit: 'ms',
    });
    ctx.record({
      section: 'password sign-in',
      metric: `GET Login/me p95 while ${SIGN_IN_CONNECTIONS} connections sign in with passwords (${during.length} calls)`,
      value: percentile(during, 95),
      unit: 'ms',
      goal: { op: '<=', target: 50 },
    });
  } finally {
    await server.stop();
  }
}
