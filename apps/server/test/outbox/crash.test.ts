/**
 * Crash: a relay in a real child process is killed (SIGKILL) while it delivers: Boond has applied the write it
 * was sending, the process never recorded it ("sent but not recorded"), and it held claims on other messages
 * it had not sent yet. A new relay takes the
 * claims over once their lease expires; every message ends sent, applied exactly once on Boond's side.
 * Runs on PGlite (a data directory on disk, reopened after the crash) or on PostgreSQL (TEST_DATABASE_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { databaseFromPglite, databaseFromUrl, openPglite, type DatabaseHandle } from '../../src/db/database';
import { createBoondClient } from '../../src/integrations/boond/client';
import { createDictionaryStore } from '../../src/integrations/boond/dictionary-store';
import { createBoondMappingRepository } from '../../src/integrations/boond/mapping.repository';
import { createOutbox, type Enqueued } from '../../src/integrations/outbox/outbox';
import { createOutboxHandlers } from '../../src/integrations/outbox/handlers';
import { createOutboxRepository } from '../../src/integrations/outbox/outbox.repository';
import { createRelay } from '../../src/integrations/outbox/relay';
import { copyPgliteTemplate } from '../support/pglite-copy';
import { clonePostgresTemplate } from '../support/test-app';
import { actionPayload, boondEnv, eventually, startSimulator, type Simulator } from './peers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const childScript = fileURLToPath(new URL('./fixtures/relay-child.ts', import.meta.url));
const LEASE_MS = 1500;

let sim: Simulator;
let dropDatabase: () => Promise<void> = async () => {};
let pgliteDir: string | null = null;
let databaseUrl: string | null = null;
let child: ChildProcess | null = null;

/** A database of its own that a second process can reach: a PostgreSQL database, or a PGlite directory. */
async function openShared(): Promise<DatabaseHandle> {
  if (databaseUrl) return databaseFromUrl(databaseUrl, 2);
  return databaseFromPglite(await openPglite({ dataDir: pgliteDir! }));
}

beforeAll(async () => {
  sim = await startSimulator();
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const clone = await clonePostgresTemplate(url, template, 'myskills_crash');
    databaseUrl = clone.url;
    dropDatabase = clone.drop;
  } else {
    // A copy of the migrated test database's directory (faster than migrating afresh).
    const copy = copyPgliteTemplate();
    pgliteDir = copy.dataDir;
    dropDatabase = async () => copy.remove();
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await sim?.close();
  await dropDatabase();
});

it('a relay process killed mid-delivery loses nothing and duplicates nothing', async () => {
  // 1. The business side enqueues 8 messages, then lets go of the database (PGlite has one owner at a time).
  let database = await openShared();
  const outbox = createOutbox({ db: database.db, repository: createOutboxRepository(database.db), maxAttempts: 8 });
  const enqueued: Enqueued[] = await outbox.transaction(async (trx) => {
    const out: Enqueued[] = [];
    for (let i = 0; i < 8; i++) {
      out.push(
        await outbox.enqueue(trx, {
          kind: 'boond.action',
          payload: actionPayload(`crash ${i}`),
          objectType: 'ea',
          objectId: 100 + i,
        }),
      );
    }
    return out;
  });
  await database.close();

  // 2. The child relay starts delivering; after Boond's answer to the first write it pauses before recording.
  await sim.reset();
  child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...boondEnv(sim),
      CHILD_LEASE_MS: String(LEASE_MS),
      CHILD_PAUSE_AFTER_SEND_MS: '30000',
      ...(databaseUrl ? { CHILD_DATABASE_URL: databaseUrl } : { CHILD_PGLITE_DIR: pgliteDir! }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child!.once('exit', (_code, signal) => resolve(signal)),
  );

  const firstKey = await eventually(
    async () => output.match(/^applied (\S+)$/m)?.[1],
    `Boond to apply the child's first write (stdout: ${output} stderr: ${errors})`,
    30_000,
  );
  expect(enqueued.map((e) => e.idempotencyKey)).toContain(firstKey);

  // 3. Kill it before it records the outcome: the process dies with its claims (a batch of 5) unrecorded.
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  expect(output.match(/^sending /gm)).toHaveLength(1);
  expect(await sim.received({ idempotencyKey: firstKey })).toHaveLength(1);

  // 4. A new relay (another process's, here the test's) over the same database.
  database = await openShared();
  try {
    const repository = createOutboxRepository(database.db);
    const claimedByChild = await database.db
      .selectFrom('outbox_message')
      .select(['id', 'idempotency_key'])
      .where('state', '=', 'processing')
      .where('claimed_by', '=', 'child-relay')
      .execute();
    expect(claimedByChild.length).toBeGreaterThanOrEqual(1);
    expect(claimedByChild.map((m) => m.idempotency_key)).toContain(firstKey);

    const boond = createBoondClient({ baseUrl: sim.url, ...credentials(), timeoutMs: 3000 });
    const relay = createRelay({
      repository,
      handlers: createOutboxHandlers({
        boond,
        dictionary: createDictionaryStore({ repository: createBoondMappingRepository(database.db), boond }),
        mailer: { kind: 'mailbox', send: async () => ({}), close: async () => {} },
      }),
      worker: 'new-relay',
      batchSize: 20,
      concurrency: 4,
      leaseMs: 10_000,
      pollMs: 50,
      backoff: { baseDelayMs: 10, maxDelayMs: 50 },
    });
    // The claims are honoured until their lease expires, then taken over.
    await relay.drain({ timeoutMs: 20_000 });

    const rows = await database.db.selectFrom('outbox_message').select(['id', 'state', 'idempotency_key']).execute();
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.state === 'sent')).toBe(true);

    const abandoned = await database.db
      .selectFrom('outbox_attempt')
      .select(['message_id', 'worker', 'error_code'])
      .where('outcome', '=', 'abandoned')
      .execute();
    expect(abandoned.map((a) => a.message_id).sort()).toEqual(claimedByChild.map((m) => m.id).sort());
    expect(abandoned.every((a) => a.worker === 'child-relay' && a.error_code === 'LEASE_EXPIRED')).toBe(true);

    // Exactly once on Boond's side: 8 writes, one per key — the first one was not applied twice.
    const received = await sim.received();
    expect(received).toHaveLength(8);
    expect(new Set(received.map((r) => r.idempotencyKey))).toEqual(new Set(enqueued.map((e) => e.idempotencyKey)));
    // The simulator does not deduplicate by the header: the new relay found the first action by its marker.
    const actions = (await sim.state()).actions;
    expect(actions).toHaveLength(8);
    expect(actions.filter((a) => a.text.includes(`[My Skills ${firstKey.slice(0, 11)}]`))).toHaveLength(1);
    const firstId = claimedByChild.find((m) => m.idempotency_key === firstKey)!.id;
    const first = await database.db
      .selectFrom('outbox_message')
      .select('result')
      .where('id', '=', firstId)
      .executeTakeFirstOrThrow();
    expect(first.result).toMatchObject({ found: true });
  } finally {
    await database.close();
  }
});

function credentials() {
  const env = boondEnv(sim);
  return { clientKey: env.BOOND_CLIENT_KEY!, clientToken: env.BOOND_CLIENT_TOKEN!, userToken: env.BOOND_USER_TOKEN! };
}
