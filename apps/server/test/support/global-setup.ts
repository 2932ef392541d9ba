/**
 * Builds one migrated, demo-seeded database per test run; each test file then starts from a copy:
 * - PGlite: a template data directory in memory-backed storage (/dev/shm where there is one), copied per file
 *   (test/support/pglite-copy.ts: about 0.4 s with the copy, where restoring a dump into memory took 1.7 s);
 * - PostgreSQL (TEST_DATABASE_URL): a template database cloned per file with CREATE DATABASE … TEMPLATE.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { databaseFromPglite, databaseFromUrl, openPglite } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDemo } from '../../src/db/seed/seed';
import { seedReferenceData } from '../../src/db/seed/reference-data';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `myskills_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const handle = databaseFromUrl(withDatabase(url, template), 2);
    await migrateToLatest(handle.db);
    await seedReferenceData(handle.db);
    await seedDemo(handle.db);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const base = fs.mkdtempSync(path.join(scratchRoot(), 'myskills-test-'));
  const template = path.join(base, 'template');
  const handle = databaseFromPglite(await openPglite({ dataDir: template }));
  await migrateToLatest(handle.db);
  await seedReferenceData(handle.db);
  await seedDemo(handle.db);
  // Closed cleanly (a shutdown checkpoint): every copy starts without recovery.
  await handle.close();
  project.provide('pgliteTemplate', template);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(base, { recursive: true, force: true });
}

/**
 * Memory-backed storage where the system has room in it (Linux's /dev/shm: a container's is often 64 MB, and the
 * template and one copy per worker take about 40 MB each): the copies never wait on a disk. Else the temporary folder.
 */
function scratchRoot(): string {
  const NEEDED = 1024 ** 3;
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    const space = fs.statfsSync('/dev/shm');
    if (space.bavail * space.bsize >= NEEDED) return '/dev/shm';
  } catch {
    // No /dev/shm here.
  }
  return os.tmpdir();
}
