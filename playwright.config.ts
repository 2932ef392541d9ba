import { defineConfig } from '@playwright/test';

/**
 * Browser tests (e2e/) in Debian's Chromium (/usr/bin/chromium; `npx playwright install` is never used here).
 *
 * The web app and the server bundle must be built first (`npm run build`: apps/web/dist, apps/server/dist): the root `npm test` script
 * runs the build before Playwright. The webServer below builds nothing itself: it starts the API server,
 * which also serves apps/web/dist, on port 3100 with a fresh temporary data folder (demo organisation
 * seeded on first start, dev sign-in on).
 *
 * E2E_SERVER_COMMAND may replace the start command (e.g. to run a server from another checkout).
 */
// E2E_PORT / E2E_DATA_DIR / E2E_BOOND_SIM_PORT / E2E_OIDC_PORT let a second run live beside the first on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/myskills-e2e';
/** The embedded server's in-process BoondManager simulator, on a fixed port so specs can steer it (/__admin). */
const BOOND_SIM_PORT = Number(process.env.E2E_BOOND_SIM_PORT ?? 3201); // also in e2e/exchanges.spec.ts
/** The embedded server's in-process local OpenID provider (the Microsoft sign-in), on a fixed port. */
const OIDC_LOCAL_PORT = Number(process.env.E2E_OIDC_PORT ?? 3202); // also in e2e/oidc.spec.ts
/**
 * Every browser test signs in from the same address (127.0.0.1), far more often than a person does: the sign-in
 * allowance per address and minute (20 by default; the API tests check it) would refuse a full run's sign-ins.
 */
const SIGN_IN_PER_MINUTE = 200;

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // In CI one retry absorbs a machine hiccup; a test that passes only on retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // One worker: the specs share one server and its in-process BoondManager simulator, whose failure mode (set by
  // exchanges.spec.ts through /__admin) must not leak into other specs running at the same time.
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command:
      process.env.E2E_SERVER_COMMAND ??
      `rm -rf ${DATA_DIR} && PORT=${PORT} DATA_DIR=${DATA_DIR} BOOND_SIM_PORT=${BOOND_SIM_PORT} OIDC_LOCAL_PORT=${OIDC_LOCAL_PORT} RATE_LIMIT_SIGN_IN_PER_MINUTE=${SIGN_IN_PER_MINUTE} LOG_LEVEL=warn node --enable-source-maps apps/server/dist/main.mjs`,
    url: `http://127.0.0.1:${PORT}/api/Login/options`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
