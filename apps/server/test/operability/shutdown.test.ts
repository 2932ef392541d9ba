/**
 * Graceful shutdown (issue 24 §6), on the real server (src/main.ts in a child process, relay on): a burst of requests
 * — support notices that each enqueue an e-mail in the outbox, and session reads — is under way when SIGTERM
 * arrives, and one notice is held in flight across the signal on a keep-alive connection (its body sent in two
 * halves, the second after the server has begun shutting down), as a load balancer's pooled connection would be.
 * Every request the server had received gets its full answer, the process exits 0 (within SHUTDOWN_TIMEOUT_MS:
 * the held connection does not keep it waiting for its keep-alive timeout), and after a restart every outbox
 * message committed is delivered exactly once (one 'sent' attempt each, one mailbox row each).
 * PGlite (a data directory on disk) or PostgreSQL (TEST_DATABASE_URL). No timed assertion: waits on conditions,
 * each with a deadline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { databaseFromPglite, databaseFromUrl, openPglite, type DatabaseHandle } from '../../src/db/database';
import { copyPgliteTemplate } from '../support/pglite-copy';
import { clonePostgresTemplate } from '../support/test-app';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const BURST_NOTICES = 60;
const BURST_READS = 20;
/** Every notice of the test: the burst's and the one held across the signal. */
const NOTICES = BURST_NOTICES + 1;

let dataDir = '';
let databaseUrl: string | null = null;
let dropDatabase: () => Promise<void> = async () => {};
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'myskills-shutdown-'));
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const clone = await clonePostgresTemplate(url, template, 'myskills_shutdown');
    databaseUrl = clone.url;
    dropDatabase = clone.drop;
  } else {
    // A copy of the migrated, seeded test database where the server looks for its embedded database.
    copyPgliteTemplate(path.join(dataDir, 'pglite'));
  }
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls `probe` until it returns a value (not undefined), failing after `timeoutMs` with `what`. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Server {
  url: string;
  metricsUrl: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const metricsPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent-web-dist',
      LOG_LEVEL: 'info',
      DEV_LOGIN: 'true',
      SEED_DEMO: 'false',
      OIDC_LOCAL: 'false',
      OUTBOX_POLL_MS: '50',
      RATE_LIMIT_MAILS_PER_HOUR: '100000',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
      DATABASE_URL: databaseUrl ?? undefined,
    },
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await until(`the server to be ready (${output})`, async () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    const res = await fetch(`${url}/api/health/ready`);
    return res.status === 200 ? true : undefined;
  });
  return { url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, child, exited, output: () => output };
}

async function metric(server: Server, name: string, labels = ''): Promise<number | undefined> {
  const text = await (await fetch(server.metricsUrl)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

async function openDatabase(): Promise<DatabaseHandle> {
  if (databaseUrl) return databaseFromUrl(databaseUrl, 2);
  return databaseFromPglite(await openPglite({ dataDir: path.join(dataDir, 'pglite') }));
}

/** Alice's person id, made a key person: her support notices about her rates are accepted (mail/smtp.test.ts). */
async function makeAliceKeyPerson(): Promise<number> {
  const database = await openDatabase();
  try {
    const { id } = await database.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', 'alice.martin@example.com')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('key_people')
      .values({ id, categories: [1] })
      .execute();
    return id;
  } finally {
    await database.close();
  }
}

it(
  'SIGTERM during a burst: every received request answered, exit 0, every committed message delivered once',
  {
    timeout: 600_000,
  },
  async () => {
    const aliceId = await makeAliceKeyPerson();
    let server = await startServer();
    const signIn = await fetch(`${server.url}/api/Login/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ LoginFromEmail: 'alice.martin@example.com', isDevModeRessource: true }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const receivedBefore = (await metric(server, 'http_requests_received_total')) ?? 0;

    // The burst: support notices (each commits an outbox message) and session reads, all at once.
    type Outcome = { status: number; success: boolean } | { error: string };
    const send = (init: RequestInit & { path: string }): Promise<Outcome> =>
      fetch(`${server.url}${init.path}`, { ...init, headers: { cookie, 'content-type': 'application/json' } }).then(
        async (res) => ({ status: res.status, success: ((await res.json()) as { success: boolean }).success }),
        (error: unknown) => ({ error: String((error as Error).cause ?? error) }),
      );
    const notice = (i: number | string) =>
      JSON.stringify({ id: aliceId, type: 'rates', message: `shutdown-burst-${i}` });
    // The held notice: on a keep-alive connection, half its body now, the rest once the server is shutting down.
    const agent = new http.Agent({ keepAlive: true });
    const heldBody = Buffer.from(notice('held'));
    let held!: http.ClientRequest;
    const heldOutcome = new Promise<Outcome>((resolve) => {
      held = http.request(`${server.url}/api/Boond/sendEmailErrorSendBoond`, {
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': heldBody.length },
      });
      held.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as { success: boolean };
          resolve({ status: res.statusCode ?? 0, success: body.success });
        });
      });
      held.on('error', (error) => resolve({ error: String(error) }));
    });
    held.write(heldBody.subarray(0, 10));
    const burst = [
      ...Array.from({ length: BURST_NOTICES }, (_, i) =>
        send({ path: '/api/Boond/sendEmailErrorSendBoond', method: 'POST', body: notice(i) }),
      ),
      ...Array.from({ length: BURST_READS }, () => send({ path: '/api/Login/me', method: 'GET' })),
    ];
    // SIGTERM once the server has received every request of the burst and the held one (most are still being
    // answered then; the held one waits for the rest of its body).
    await until('the server to receive the burst', async () => {
      const received = (await metric(server, 'http_requests_received_total')) ?? 0;
      return received - receivedBefore >= BURST_NOTICES + BURST_READS + 1 ? true : undefined;
    });
    const inFlightAtSignal = await metric(server, 'http_requests_in_flight');
    server.child.kill('SIGTERM');
    await until('the server to begin shutting down', async () =>
      server.output().includes('shutting down') ? true : undefined,
    );
    held.end(heldBody.subarray(10));
    const outcomes = [...(await Promise.all(burst)), await heldOutcome];
    expect(await server.exited, server.output()).toBe(0);
    agent.destroy();
    expect(server.output()).toMatch(/"msg":"shut down"/);

    // Every request received before the signal got its full answer: no reset connection, no 503.
    expect(outcomes.filter((o) => 'error' in o)).toEqual([]);
    expect(outcomes.map((o) => ('status' in o ? `${o.status} ${o.success}` : o.error))).toEqual(
      outcomes.map(() => '200 true'),
    );
    console.info(`shutdown test: ${inFlightAtSignal} request(s) in flight when SIGTERM was sent`);

    // After a restart, the relay delivers what the first process left: nothing pending or processing remains.
    server = await startServer();
    await until('the outbox to be delivered', async () => {
      const pending = await metric(server, 'outbox_messages', '{state="pending"}');
      const processing = await metric(server, 'outbox_messages', '{state="processing"}');
      return pending === 0 && processing === 0 ? true : undefined;
    });
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);

    const database = await openDatabase();
    try {
      const burstMessages = await database.db
        .selectFrom('outbox_message')
        .select(['id', 'state'])
        .where(sql<boolean>`payload::text like '%shutdown-burst-%'`)
        .execute();
      // One message per notice answered 200, each sent.
      expect(burstMessages).toHaveLength(NOTICES);
      expect(burstMessages.every((m) => m.state === 'sent')).toBe(true);
      const ids = burstMessages.map((m) => m.id);
      // Exactly once: one 'sent' attempt and one mailbox row per message.
      const attempts = await database.db
        .selectFrom('outbox_attempt')
        .select(['message_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('message_id', 'in', ids)
        .where('outcome', '=', 'sent')
        .groupBy('message_id')
        .execute();
      expect(attempts).toHaveLength(NOTICES);
      expect(attempts.every((a) => Number(a.n) === 1)).toBe(true);
      const mails = await database.db
        .selectFrom('mailbox')
        .select('outbox_message_id')
        .where('outbox_message_id', 'in', ids)
        .execute();
      expect(mails).toHaveLength(NOTICES);
      expect(new Set(mails.map((m) => m.outbox_message_id)).size).toBe(NOTICES);
    } finally {
      await database.close();
    }
  },
);
