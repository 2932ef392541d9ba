/**
 * npm run bench [-- --only <section>] [-- --postgres <url>] [-- --people N]
 * Measures the performance budgets of the issues on this machine and prints each figure beside its goal.
 * Runs on PGlite (the embedded default) and, when a PostgreSQL URL is given (--postgres or
 * BENCH_DATABASE_URL), again on a fresh database `myskills_bench` of that server.
 * --people N (5 000 by default): the generated people every section that seeds a population adds to the demo.
 * --skip-pglite: PostgreSQL only. --reuse: the scale section reuses its databases bench_scale_<N> already seeded.
 * --calls <text>: the scale section measures only the calls whose name contains it.
 * Exits 0 even when a goal is missed (it is a measurement, not a test); exits 1 if a section fails to run.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { spawnSync } from 'node:child_process';
import { DEFAULT_PEOPLE, repoRoot, tempDataDir, type BenchContext, type BenchRow } from './lib';
import { startupSection } from './sections/startup';
import { loginMeSection } from './sections/login-me';
import { webBundleSection } from './sections/web-bundle';
import { outboxSection } from './sections/outbox';
import { skillsFileSection } from './sections/skills-file';
import { evaluationSection } from './sections/evaluation';
import { eepBmSection } from './sections/eep-bm';
import { passwordSignInSection } from './sections/password-sign-in';
import { employeesListSection } from './sections/employees-list';
import { skillsSearchSection } from './sections/skills-search';
import { keyPeopleListSection } from './sections/key-people-list';
import { trainingsListSection } from './sections/trainings-list';
import { cvImportSection } from './sections/cv-import';
import { cvReadingSection } from './sections/cv-reading';
import { clientCvSection } from './sections/client-cv';
import { proposalsSection } from './sections/proposals';
import { suggestionsSection } from './sections/suggestions';
import { retentionSection } from './sections/retention';
import { auditReadSection } from './sections/audit-read';
import { auditSearchSection } from './sections/audit-search';
import { mixedLoadSection } from './sections/mixed-load';
import { scaleSection } from './sections/scale';

type Section = { name: string; run: (ctx: BenchContext) => Promise<void>; databaseIndependent?: boolean };

/** Sections in order. Later issues append theirs here. */
const SECTIONS: Section[] = [
  { name: 'startup', run: startupSection },
  { name: 'login-me', run: loginMeSection },
  { name: 'web', run: webBundleSection, databaseIndependent: true },
  { name: 'outbox', run: outboxSection },
  { name: 'skills-file', run: skillsFileSection },
  { name: 'evaluation', run: evaluationSection },
  { name: 'eep-bm', run: eepBmSection },
  { name: 'password-sign-in', run: passwordSignInSection },
  { name: 'employees-list', run: employeesListSection },
  { name: 'skills-search', run: skillsSearchSection },
  { name: 'key-people-list', run: keyPeopleListSection },
  { name: 'trainings-list', run: trainingsListSection },
  { name: 'cv-import', run: cvImportSection },
  { name: 'cv-reading', run: cvReadingSection, databaseIndependent: true },
  { name: 'client-cv', run: clientCvSection },
  { name: 'proposals', run: proposalsSection },
  { name: 'suggestions', run: suggestionsSection },
  { name: 'retention', run: retentionSection },
  { name: 'audit-read', run: auditReadSection },
  { name: 'audit-search', run: auditSearchSection },
  { name: 'mixed-load', run: mixedLoadSection },
  { name: 'scale', run: scaleSection },
];

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    postgres: { type: 'string' },
    people: { type: 'string' },
    'skip-pglite': { type: 'boolean' },
    reuse: { type: 'boolean' },
    calls: { type: 'string' },
  },
});
const people = values.people === undefined ? DEFAULT_PEOPLE : Number(values.people);
if (!Number.isInteger(people) || people < 1 || people > 200_000) {
  console.error('--people must be a whole number between 1 and 200000');
  process.exit(2);
}
const postgresUrl = values.postgres ?? process.env.BENCH_DATABASE_URL;
const selected = SECTIONS.filter((s) => !values.only || values.only.includes(s.name));

async function freshPostgresDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop database if exists myskills_bench with (force)');
  await admin.query('create database myskills_bench');
  await admin.end();
  const u = new URL(url);
  u.pathname = '/myskills_bench';
  return u.toString();
}

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

async function runOn(
  label: 'PGlite' | 'PostgreSQL',
  databaseUrl?: string,
): Promise<{ rows: BenchRow[]; failures: string[] }> {
  const rows: BenchRow[] = [];
  const failures: string[] = [];
  for (const section of selected) {
    if (label === 'PostgreSQL' && section.databaseIndependent) continue;
    const dataDir = tempDataDir(section.name);
    const ctx: BenchContext = {
      databaseUrl: databaseUrl ? await freshPostgresDatabase(databaseUrl) : undefined,
      dataDir,
      people,
      postgresServerUrl: databaseUrl,
      reuse: values.reuse,
      calls: values.calls,
      record: (row) => {
        rows.push(row);
        const goal = row.goal
          ? `  goal ${row.goal.op} ${row.goal.target} ${row.unit}: ${(row.goal.op === '<=' ? row.value <= row.goal.target : row.value >= row.goal.target) ? 'met' : 'MISSED'}`
          : '';
        console.log(`  [${label}] ${row.section} · ${row.metric}: ${fmt(row.value)} ${row.unit}${goal}`);
      },
    };
    try {
      console.log(`\n# ${section.name} on ${label}`);
      await section.run(ctx);
    } catch (error) {
      failures.push(`${section.name} on ${label}: ${(error as Error).message}`);
      console.error(`  section ${section.name} failed: ${(error as Error).stack}`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { rows, failures };
}

// Measure what `npm start` runs: the server bundle, built from the current sources.
const bundle = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, stdio: 'inherit' });
if (bundle.status !== 0) throw new Error('building the server bundle failed');
console.log(
  `My Skills benchmark — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores, ${people} generated people`,
);
const results = values['skip-pglite'] ? [] : [await runOn('PGlite')];
if (postgresUrl) results.push(await runOn('PostgreSQL', postgresUrl));
else console.log('\n(PostgreSQL not benchmarked: pass --postgres <url> or set BENCH_DATABASE_URL)');

const failures = results.flatMap((r) => r.failures);
const missed = results
  .flatMap((r) => r.rows)
  .filter((r) => r.goal && !(r.goal.op === '<=' ? r.value <= r.goal.target : r.value >= r.goal.target));
console.log(
  `\n${missed.length === 0 ? 'every goal met' : `${missed.length} goal(s) missed`}${failures.length ? `; ${failures.length} section(s) failed` : ''}`,
);
process.exit(failures.length ? 1 : 0);
