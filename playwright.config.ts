import { defineConfig } from '@playwright/test';

/**
 * Browser tests (e2e/) in Debian's Chromium (/usr/bin/chromium; `npx playwright install` is never used here).
 *
 * The web app and the server bundle must be built first (`npm run build`: apps/web/dist, apps/server/dist): the root `npm test` script
 * runs the build before Playwright. The webServer below builds nothing itself: it starts one API server per worker
 * (e2e/servers.ts: ports 3100, 3110, …), which also serves apps/web/dist, each with a fresh temporary data folder
 * (demo organisation seeded on first start, dev sign-in on). E2E_WORKERS sets how many (default 1).
 *
 * E2E_SERVER_COMMAND may replace the start command (e.g. to run a server from another checkout; it gets the worker's
 * PORT, DATA_DIR, BOOND_SIM_PORT and OIDC_LOCAL_PORT in its environment).
 */
import { E2E_WORKERS, e2eServer } from './e2e/servers';

/**
 * Every browser test signs in from the same address (127.0.0.1), far more often than a person does: the sign-in
 * allowance per address and minute (20 by default; the API tests check it) would refuse a full run's sign-ins.
 */
const SIGN_IN_PER_MINUTE = 200;

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/e2e-artifacts',
  // A spec file runs whole, in its order, in one worker; files are shared out between the workers.
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // In CI one retry absorbs a machine hiccup; a test that passes only on retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // One worker by default: a worker with its browser and server already keeps the two cores of the CI machine about
  // 85 % busy (two workers took longer and ran into timeouts). A machine with more cores may set E2E_WORKERS: each
  // worker gets its own server (e2e/servers.ts), so workers never see each other's data.
  workers: E2E_WORKERS,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // baseURL: each worker's own server (e2e/fixtures.ts).
    locale: 'fr-FR',
    // The application honours reduced motion (no transitions, no ripple): the tests wait on no animation, and the
    // browser paints far less (about a sixth of a run's time).
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
    // Recording a trace snapshots the page at every action: in CI only the retry of a failed test records one (it is
    // the run that needs reading); locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => {
    const server = e2eServer(slot);
    return {
      command:
        `rm -rf ${server.dataDir} && PORT=${server.port} DATA_DIR=${server.dataDir} BOOND_SIM_PORT=${server.boondSimulatorPort} ` +
        `OIDC_LOCAL_PORT=${server.oidcPort} RATE_LIMIT_SIGN_IN_PER_MINUTE=${SIGN_IN_PER_MINUTE} LOG_LEVEL=warn ` +
        (process.env.E2E_SERVER_COMMAND ?? 'node --enable-source-maps apps/server/dist/main.mjs'),
      url: `${server.url}/api/Login/options`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
