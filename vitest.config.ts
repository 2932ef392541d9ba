import { defineConfig } from 'vitest/config';

/**
 * Two projects:
 * - unit: pure rules beside the code (`src/**\/*.test.ts`), no database, no network;
 * - api: every call through `app.inject()` against a real migrated database (PGlite by default,
 *   PostgreSQL when TEST_DATABASE_URL is set), plus the external-system peers on loopback.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          environment: 'node',
          // One module graph per worker: pure rules keep no state between files (the one test that fakes timers
          // restores them); 29 s instead of 69 s, most of it the imports repeated per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/server/test/**/*.test.ts',
            'apps/boond-simulator/test/**/*.test.ts',
            'apps/local-oidc/test/**/*.test.ts',
          ],
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Two files at a time even on a 2-core machine (Vitest's default there is one): the API tests wait on
          // sockets, timers and the peers as much as on the CPU — measured 4 min 17 s instead of about 6 min.
          maxWorkers: 2,
          // One module graph per worker, not per file: each file builds its own app and database (test/support),
          // so nothing a file needs lives in a module's state; the tier ran in 174 s instead of about 300 s on
          // PGlite, 111 s instead of 200 s on PostgreSQL (its import time fell from 150 s to 11 s).
          isolate: false,
          // Projects of different worker counts run one after the other: the unit tests first, then these.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
