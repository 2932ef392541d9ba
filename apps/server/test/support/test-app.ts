/**
 * A real application over a private copy of the migrated, demo-seeded database, for one test file.
 *   const t = await createTestApp();            // in beforeAll
 *   const alice = await t.login('alice.martin@example.com');
 *   const res = await t.call(alice, 'GET', '/api/Login/me');
 *   await t.close();                             // in afterAll
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../../src/config';
import { buildApp, type App } from '../../src/app';
import { databaseFromPglite, databaseFromUrl, openPglite, type DatabaseHandle } from '../../src/db/database';
import { withDatabase } from './global-setup';
import { copyPgliteTemplate, TEST_PGLITE_SETTINGS } from './pglite-copy';
import type { Database } from '../../src/db/schema';

export interface TestSession {
  cookie: string;
  email: string;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** The app's logger (default: none, or errors with TEST_LOG=1), to read what it logs. */
  logger?: FastifyServerOptions['logger'];
}

/** A private database cloned from the PostgreSQL template: its URL, and how to drop it. */
export async function clonePostgresTemplate(
  url: string,
  template: string,
  prefix = 'myskills_t',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  return {
    url: withDatabase(url, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A clone of the PostgreSQL template opened through `handles` separate pools (as separate processes would). */
async function openPostgresCopy(
  url: string,
  template: string,
  handles: number,
): Promise<{ databases: DatabaseHandle[]; drop: () => Promise<void> }> {
  const clone = await clonePostgresTemplate(url, template);
  const databases = Array.from({ length: handles }, () => databaseFromUrl(clone.url, 5));
  return {
    databases,
    drop: async () => {
      await Promise.all(databases.map((d) => d.close()));
      await clone.drop();
    },
  };
}

async function openCopy(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const { databases, drop } = await openPostgresCopy(url, template, 1);
    return { database: databases[0]!, drop };
  }
  const copy = copyPgliteTemplate();
  const database = databaseFromPglite(await openPglite({ dataDir: copy.dataDir, settings: TEST_PGLITE_SETTINGS }));
  return {
    database,
    drop: async () => {
      await database.close();
      copy.remove();
    },
  };
}

function testConfig(options: TestAppOptions): Config {
  return loadConfig({
    DEV_LOGIN: 'true',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    DATA_DIR: '/tmp/myskills-test-unused',
    // Tests sign in and send far more than a person would; the limits themselves are tested with low values.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
    RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '100000',
    RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000',
    RATE_LIMIT_MAILS_PER_HOUR: '100000',
    RATE_LIMIT_EXPORTS_PER_MINUTE: '100000',
    ...options.env,
  });
}

/** An application over `database`, with helpers to call it; `drop` releases the database after the app. */
async function startApp(
  config: Config,
  database: DatabaseHandle,
  options: TestAppOptions,
  drop: () => Promise<void>,
  relayWorker?: string,
) {
  const app: App = await buildApp({
    config,
    database,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false),
    now: options.now,
    relayWorker,
  });
  await app.ready();

  async function call(
    session: TestSession | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return app.inject({
      method,
      url,
      headers: { ...(session ? { cookie: session.cookie } : {}), ...headers },
      ...(body === undefined ? {} : typeof body === 'string' ? { payload: body } : { payload: body as object }),
    });
  }

  async function login(email: string, headers: Record<string, string> = {}): Promise<TestSession> {
    const res = await call(
      null,
      'POST',
      '/api/Login/authentication',
      { LoginFromEmail: email, isDevModeRessource: true },
      headers,
    );
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    const setCookie = res.cookies.find((c) => c.name === 'ms_session');
    if (!setCookie) throw new Error('no session cookie');
    return { cookie: `ms_session=${setCookie.value}`, email };
  }

  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    call,
    login,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}) {
  const config = testConfig(options);
  const { database, drop } = await openCopy();
  return startApp(config, database, options, drop);
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** True when the API tests run on PostgreSQL (TEST_DATABASE_URL): what several processes need. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * `count` applications over ONE private copy of the database (PostgreSQL only), each through its own connection
 * pool and notification connections, as separate processes behind a load balancer would be. `close` closes all.
 */
export async function createTestApps(count: number, options: TestAppOptions = {}) {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('several applications on one database need PostgreSQL (TEST_DATABASE_URL)');
  const config = testConfig(options);
  const { databases, drop } = await openPostgresCopy(url, template, count);
  const apps: TestApp[] = [];
  for (const [i, database] of databases.entries()) {
    // Each app's own close leaves the database to the group's close.
    apps.push(await startApp(config, database, options, async () => undefined, `test-process-${i + 1}`));
  }
  return {
    apps,
    close: async () => {
      for (const t of apps) await t.app.close();
      await drop();
    },
  };
}

export const DEMO = {
  candidate: 'nina.lambert@example.com',
  consultant: 'alice.martin@example.com',
  subcontractor: 'bruno.petit@example.com',
  technicalManager: 'thomas.bernard@example.com',
  manager: 'marc.durand@example.com',
  director: 'sophie.lefebvre@example.com',
  buDirector: 'julien.moreau@example.com',
  hr: 'helene.roux@example.com',
  dpo: 'paul.fournier@example.com',
  recruiter: 'camille.girard@example.com',
} as const;

/** How many rows a table holds (to check that a refused request wrote nothing). */
export async function countRows(t: { db: TestApp['db'] }, table: keyof Database): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
