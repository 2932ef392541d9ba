import type { Config } from '../config';
import { databaseFromPglite, databaseFromUrl, openPglite, type DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const handle =
    config.database.kind === 'pglite'
      ? databaseFromPglite(await openPglite({ dataDir: config.database.dataDir }))
      : databaseFromUrl(config.database.url);
  await migrateToLatest(handle.db);
  return handle;
}
