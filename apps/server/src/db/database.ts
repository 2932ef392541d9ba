import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export type Unlisten = () => Promise<void>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * Subscribes to a PostgreSQL NOTIFY channel. `onReset` is called when notifications may have
   * been missed (the listening connection was lost), so that caches can drop everything.
   */
  listen: (channel: string, onPayload: (payload: string) => void, onReset?: () => void) => Promise<Unlisten>;
  close: () => Promise<void>;
  /** The connection pool's use (the metrics); absent without a pool (PGlite: one in-process connection). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** A round trip to the database (the health check). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

const DATE_OID = 1082;
// Calendar dates stay 'YYYY-MM-DD' strings on both engines: no time-zone shifts.
pg.types.setTypeParser(DATE_OID, (v) => v);

/**
 * The embedded database in its data directory. `settings`: postgresql.conf lines for this start (the tests' copies run
 * with smaller shared buffers: zeroing the default 128 MB was most of a start's 0.9 s).
 */
export interface PGliteSource {
  dataDir: string;
  settings?: string[];
}

export async function openPglite(source: PGliteSource): Promise<PGlite> {
  fs.mkdirSync(source.dataDir, { recursive: true });
  return PGlite.create({
    dataDir: source.dataDir,
    parsers: { [DATE_OID]: (v: string) => v },
    relaxedDurability: false,
    ...(source.settings ? { postgresqlconf: source.settings } : {}),
  });
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Databases served by one connection that queues every caller (the embedded PGlite: one process, one session): a
 * statement outside a transaction cannot interleave with any other statement or transaction there.
 */
const singleConnection = new WeakSet<object>();
export const isSingleConnection = (db: object): boolean => singleConnection.has(db);

export function databaseFromPglite(client: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  singleConnection.add(db);
  return {
    db,
    kind: 'pglite',
    // One embedded instance, one process: its notifications are never lost.
    listen: async (channel, onPayload) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
      return client.listen(channel, onPayload);
    },
    close: () => db.destroy(),
  };
}

export function databaseFromUrl(url: string, poolSize = 10): DatabaseHandle {
  // Every query of the application reads or writes a page: JIT compilation (60–200 ms at 50 000 people) and parallel
  // workers (about 25 ms to start one here, chosen when the planner misjudges how far a page's index walk goes) cost
  // more than they save, so the application's connections run without them (decision 024-scale-org-chart).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  // An idle connection closed by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<pg.Client>();
  let closing = false;

  /**
   * A dedicated connection per channel, re-established when it drops (retrying until it succeeds). `onReset` runs
   * when the connection is lost and again once it listens anew: changes committed in between had no listener.
   */
  const listen: DatabaseHandle['listen'] = async (channel, onPayload, onReset) => {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
    let client: pg.Client | undefined;
    let stopped = false;
    const connect = async (): Promise<void> => {
      // Keep-alive probes notice a peer gone silently (half-open TCP) sooner than the kernel's default.
      const c = new pg.Client({ connectionString: url, keepAlive: true });
      c.on('notification', (n) => {
        if (n.channel === channel) onPayload(n.payload ?? '');
      });
      c.on('error', () => undefined);
      c.on('end', () => {
        listeners.delete(c);
        // Only the listening connection reconnects (a failed attempt is retried by `reconnect`).
        if (client !== c) return;
        client = undefined;
        if (stopped || closing) return;
        onReset?.();
        reconnect(500);
      });
      try {
        await c.connect();
        await c.query(`listen ${channel}`);
      } catch (error) {
        await c.end().catch(() => undefined);
        throw error;
      }
      if (stopped || closing) {
        await c.end().catch(() => undefined);
        return;
      }
      listeners.add(c);
      client = c;
    };
    const reconnect = (delayMs: number) => {
      setTimeout(() => {
        if (stopped || closing) return;
        connect().then(
          () => onReset?.(),
          () => reconnect(Math.min(delayMs * 2, 10_000)),
        );
      }, delayMs).unref();
    };
    await connect();
    return async () => {
      stopped = true;
      const c = client;
      client = undefined;
      if (c) {
        listeners.delete(c);
        await c.end().catch(() => undefined);
      }
    };
  };

  return {
    db,
    kind: 'postgres',
    listen,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      closing = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      await db.destroy();
    },
  };
}
