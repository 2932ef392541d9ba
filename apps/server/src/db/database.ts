import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

const DATE_OID = 1082;
// Calendar dates stay 'YYYY-MM-DD' strings on both engines: no time-zone shifts.
pg.types.setTypeParser(DATE_OID, (v) => v);

export type PGliteSource = { dataDir: string } | { memory: true; loadDataDir?: Blob | File };

export async function openPglite(source: PGliteSource): Promise<PGlite> {
  const parsers = { [DATE_OID]: (v: string) => v };
  if ('dataDir' in source) {
    fs.mkdirSync(source.dataDir, { recursive: true });
    return PGlite.create({ dataDir: source.dataDir, parsers, relaxedDurability: false });
  }
  return PGlite.create({ parsers, ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}) });
}

export function databaseFromPglite(client: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export function databaseFromUrl(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
