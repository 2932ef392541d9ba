/**
 * Outbox figures (issue 3): throughput of the relay to the BoondManager simulator (messages per
 * second, all delivered and counted on the simulator side) and the delay from a business commit
 * to the message's delivery (median and p95). The app, the relay and the simulator run here,
 * on the configured database (PGlite on disk or PostgreSQL), with the defaults of production.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SIMULATOR_DEV_CREDENTIALS, startBoondSimulator } from '@my-skills/boond-simulator/simulator';
import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import { databaseFromPglite, databaseFromUrl, openPglite, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDemo } from '../../src/db/seed/seed';
import type { OutboxMessage } from '../../src/integrations/outbox/outbox';
import { percentile, type BenchContext } from '../lib';

const THROUGHPUT_MESSAGES = 1000;
const DELAY_SAMPLES = 100;
const ALICE_BOOND_ID = 1001;

const action = (i: number): OutboxMessage => ({
  kind: 'boond.action',
  // trainingRegistered: the demo mapping's "Note" (4) on the simulator.
  payload: {
    resourceId: ALICE_BOOND_ID,
    actionType: 'trainingRegistered',
    date: '2026-03-12T09:00:00+01:00',
    text: `bench ${i}`,
  },
  objectType: 'system',
  objectId: i + 1,
});

export async function outboxSection(ctx: BenchContext) {
  const simDir = path.join(ctx.dataDir, 'simulator');
  fs.mkdirSync(simDir, { recursive: true });
  const sim = await startBoondSimulator({ port: 0, dataDir: simDir, ...SIMULATOR_DEV_CREDENTIALS });
  const database = ctx.databaseUrl
    ? databaseFromUrl(ctx.databaseUrl)
    : databaseFromPglite(await openPglite({ dataDir: path.join(ctx.dataDir, 'pglite') }));
  await migrateToLatest(database.db);
  await seedDemo(database.db);
  const config = loadConfig({
    DATA_DIR: ctx.dataDir,
    LOG_LEVEL: 'silent',
    BOOND_URL: sim.url,
    BOOND_CLIENT_KEY: SIMULATOR_DEV_CREDENTIALS.clientKey,
    BOOND_CLIENT_TOKEN: SIMULATOR_DEV_CREDENTIALS.clientToken,
    BOOND_USER_TOKEN: SIMULATOR_DEV_CREDENTIALS.userToken,
    ...(ctx.databaseUrl ? { DATABASE_URL: ctx.databaseUrl } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const received = async () => {
    const res = await fetch(`${sim.adminUrl}/received?path=/api/actions`);
    return ((await res.json()) as { data: unknown[] }).data.length;
  };
  try {
    // Throughput: a backlog of messages (committed 50 per transaction) drained by the relay.
    for (let i = 0; i < THROUGHPUT_MESSAGES; i += 50) {
      await app.outbox.transaction(async (trx) => {
        for (let j = i; j < i + 50; j++) await app.outbox.enqueue(trx, action(j));
      });
    }
    const started = performance.now();
    app.relay.start();
    await waitUntil(async () => (await pendingCount(database.db)) === 0, 120_000);
    const seconds = (performance.now() - started) / 1000;
    const delivered = await received();
    if (delivered !== THROUGHPUT_MESSAGES) throw new Error(`simulator received ${delivered} of ${THROUGHPUT_MESSAGES}`);
    ctx.record({
      section: 'outbox',
      metric: `relay throughput to the simulator (${THROUGHPUT_MESSAGES} messages, counted there)`,
      value: THROUGHPUT_MESSAGES / seconds,
      unit: 'msg/s',
    });

    // Delay: one business transaction at a time, from its commit to the message being sent.
    const delays: number[] = [];
    for (let i = 0; i < DELAY_SAMPLES; i++) {
      const { id } = await app.outbox.transaction((trx) => app.outbox.enqueue(trx, action(THROUGHPUT_MESSAGES + i)));
      const committed = performance.now();
      await waitUntil(async () => (await stateOf(database.db, id)) === 'sent', 10_000, 1);
      delays.push(performance.now() - committed);
    }
    ctx.record({ section: 'outbox', metric: 'commit → delivered, median', value: percentile(delays, 50), unit: 'ms' });
    ctx.record({ section: 'outbox', metric: 'commit → delivered, p95', value: percentile(delays, 95), unit: 'ms' });
  } finally {
    await app.relay.stop();
    await app.close();
    await database.close();
    await sim.close();
  }
}

async function pendingCount(db: DatabaseHandle['db']): Promise<number> {
  const row = await db
    .selectFrom('outbox_message')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', 'in', ['pending', 'processing'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function stateOf(db: DatabaseHandle['db'], id: number): Promise<string | undefined> {
  const row = await db.selectFrom('outbox_message').select('state').where('id', '=', id).executeTakeFirst();
  return row?.state;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, pollMs = 20) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
