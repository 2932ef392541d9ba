/**
 * A real application over a private copy of the migrated, demo-seeded database, for one test file.
 *   const t = await createTestApp();            // in beforeAll
 *   const alice = await t.login('alice.martin@example.com');
 *   const res = await t.call(alice, 'GET', '/api/Login/me');
 *   await t.close();                             // in afterAll
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../../src/config';
import { buildApp, type App } from '../../src/app';
import { databaseFromPglite, databaseFromUrl, openPglite, type DatabaseHandle } from '../../src/db/database';
import { withDatabase } from './global-setup';

export interface TestSession {
  cookie: string;
  email: string;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
}

async function openCopy(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `myskills_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = databaseFromUrl(withDatabase(url, name), 5);
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const client = await openPglite({ memory: true, loadDataDir: new Blob([snapshot]) });
  const database = databaseFromPglite(client);
  return { database, drop: () => database.close() };
}

export async function createTestApp(options: TestAppOptions = {}) {
  const config: Config = loadConfig({
    DEV_LOGIN: 'true',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    DATA_DIR: '/tmp/myskills-test-unused',
    ...options.env,
  });
  const { database, drop } = await openCopy();
  const app: App = await buildApp({ config, database, logger: false, now: options.now });
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
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

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
