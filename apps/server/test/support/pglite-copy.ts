/**
 * A private copy of the run's migrated, demo-seeded PGlite template (test/support/global-setup.ts): a directory copy
 * beside it, opened by the same code as the application's embedded database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

/**
 * The copies' settings: PostgreSQL zeroes its shared buffers at every start, and the default 128 MB was about 0.6 s
 * of a start's 0.9 s; a test database of a few megabytes works in 16 MB.
 */
export const TEST_PGLITE_SETTINGS = ['shared_buffers = 16MB'];

/** Copies the template into `dataDir` (default: a new directory beside it); `remove` deletes the copy. */
export function copyPgliteTemplate(dataDir?: string): { dataDir: string; remove: () => void } {
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('no PGlite template in this run (the tests run on PostgreSQL)');
  dataDir ??= path.join(path.dirname(template), `copy-${randomBytes(6).toString('hex')}`);
  fs.cpSync(template, dataDir, { recursive: true });
  return { dataDir, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
