#!/usr/bin/env node
/**
 * npm test: every check of the project, in order — typecheck and lint (side by side), unit and API tests (vitest),
 * web build, browser tests (Playwright in Debian's Chromium). Runs every step even after a failure,
 * exits non-zero on any failure, and ends with the plain line `N passed, N failed`.
 *
 * TEST_POSTGRES_URL=postgres://… also runs the API tests a second time on PostgreSQL, on the other supported Node LTS
 * (TEST_POSTGRES_NODE, default 24: the registry's `node` package through npx; `current` keeps this process's Node), so
 * that every run covers both LTS lines the project supports (decision 024). That run goes beside the browser tests,
 * which leave about a third of two cores idle; its output is printed whole after theirs.
 * TEST_SKIP_E2E=1 skips the browser tests (for a quick local loop; CI never sets it).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: res.status === 0, seconds };
}

function step(label, command, args, env) {
  const { ok, seconds } = run(label, command, args, env);
  if (ok) passed += 1;
  else failed += 1;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The command running vitest: on this Node, or on another major through the registry's `node` package. */
const vitestOn = (node) =>
  !node || node === 'current'
    ? ['npx', ['vitest']]
    : ['npx', ['-y', '-p', `node@${node}`, '--', 'node', path.join('node_modules', 'vitest', 'vitest.mjs')]];

/** The vitest command line of `project` writing its JSON report to `outFile`. */
function vitestCommand(project, outFile, node) {
  fs.rmSync(outFile, { force: true });
  const [command, prefix] = vitestOn(node);
  const args = [
    ...prefix,
    'run',
    ...project.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outFile}`,
  ];
  return [command, args];
}

/** Counts a vitest run from its JSON report. */
function countVitest(label, outFile, ok, seconds) {
  const report = readJson(outFile);
  if (!report) {
    failed += 1;
    summary.push(`FAIL ${label}: no report (${seconds} s)`);
    return;
  }
  const p = report.numPassedTests ?? 0;
  let f = report.numFailedTests ?? 0;
  // A suite that failed to load counts as a failure even if no test inside ran.
  if (!ok && f === 0) f = Math.max(1, report.numFailedTestSuites ?? 1);
  passed += p;
  failed += f;
  summary.push(`${f === 0 ? 'ok  ' : 'FAIL'} ${label}: ${p} passed, ${f} failed (${seconds} s)`);
}

function vitest(label, project, outFile, env = {}, node = 'current') {
  const [command, args] = vitestCommand(project, outFile, node);
  const { ok, seconds } = run(label, command, args, env);
  countVitest(label, outFile, ok, seconds);
}

/**
 * A vitest run in the background, its output in a file (printed whole by `finish`): the browser tests leave part of
 * the two cores idle (they wait on the page), which this run takes. Measured on the 2-core CI machine (decision 004):
 * on its two workers it slowed the browser tests by about 90 s and ended within their first 7 minutes; on one worker
 * it lasted 455 s and slowed them by about 160 s.
 */
function vitestInBackground(label, project, outFile, env = {}, node = 'current') {
  const [command, args] = vitestCommand(project, outFile, node);
  const log = path.join(results, `${path.basename(outFile, '.json')}.log`);
  const fd = fs.openSync(log, 'w');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  const exited = new Promise((resolve) => child.on('close', resolve));
  return async () => {
    const code = await exited;
    fs.closeSync(fd);
    // Its own time, from its report: the exit is only seen once the browser tests (run synchronously) are over.
    const report = readJson(outFile);
    const ends = (report?.testResults ?? []).map((r) => r.endTime ?? 0);
    const seconds = report?.startTime
      ? ((Math.max(...ends, report.startTime) - report.startTime) / 1000).toFixed(1)
      : '?';
    console.log(`\n=== ${label} (run beside the browser tests) ===`);
    process.stdout.write(fs.readFileSync(log));
    countVitest(label, outFile, code === 0, seconds);
  };
}

function playwright() {
  const outFile = path.join(results, 'e2e.json');
  fs.rmSync(outFile, { force: true });
  const { ok, seconds } = run(
    'browser tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: outFile,
    },
  );
  const stats = readJson(outFile)?.stats;
  if (!stats) {
    failed += 1;
    summary.push(`FAIL browser tests: no report (${seconds} s)`);
    return;
  }
  const p = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let f = stats.unexpected ?? 0;
  if (!ok && f === 0) f = 1;
  passed += p;
  failed += f;
  summary.push(
    `${f === 0 ? 'ok  ' : 'FAIL'} browser tests: ${p} passed, ${f} failed${stats.flaky ? ` (${stats.flaky} flaky)` : ''} (${seconds} s)`,
  );
}

/**
 * Steps that neither read nor write what the other does (the typecheck and the lint), run side by side on the
 * machine's two cores: each one's output is kept and printed whole once it ends, in order.
 */
async function sideBySide(steps) {
  const outcomes = await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) =>
            resolve({ label, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), output }),
          );
        }),
    ),
  );
  for (const { label, ok, seconds, output } of outcomes) {
    console.log(`\n=== ${label} ===`);
    process.stdout.write(Buffer.concat(output));
    if (ok) passed += 1;
    else failed += 1;
    summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  }
}

const postgresNode = process.env.TEST_POSTGRES_NODE ?? '24';
await sideBySide([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  // The other LTS's binary fetched (or found in npm's cache) while the checks run.
  ...(process.env.TEST_POSTGRES_URL && postgresNode !== 'current'
    ? [
        [
          `Node ${postgresNode} for the PostgreSQL tier`,
          'npx',
          ['-y', '-p', `node@${postgresNode}`, '--', 'node', '--version'],
        ],
      ]
    : []),
]);
// The fuzz sweep runs once per run: on PostgreSQL when the API tests run there too (apps/server/test/fuzz).
vitest(
  'unit and API tests (PGlite)',
  ['unit', 'api'],
  path.join(results, 'vitest.json'),
  process.env.TEST_POSTGRES_URL ? { TEST_FUZZ_ELSEWHERE: '1' } : {},
);
const built = step('web build', 'npm', ['run', '--silent', 'build']);
// The API tests on PostgreSQL run beside the browser tests (see vitestInBackground).
const postgresTier = process.env.TEST_POSTGRES_URL
  ? vitestInBackground(
      `API tests (PostgreSQL${postgresNode === 'current' ? '' : `, Node ${postgresNode}`})`,
      ['api'],
      path.join(results, 'vitest-postgres.json'),
      { TEST_DATABASE_URL: process.env.TEST_POSTGRES_URL },
      postgresNode,
    )
  : null;
if (process.env.TEST_SKIP_E2E) summary.push('skip browser tests (TEST_SKIP_E2E)');
else if (built) playwright();
else {
  failed += 1;
  summary.push('FAIL browser tests: not run, the web build failed');
}
if (postgresTier) await postgresTier();

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
