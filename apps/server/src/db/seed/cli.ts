/**
 * npm run seed [-- --people N]: seeds the demo organisation (and N generated people) into the configured database.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { openDatabase } from '../open';
import { seedDemo, seedPopulation } from './seed';
import { seedReferenceData } from './reference-data';
import { seedDemoSkillsFiles, seedPopulationFiles } from './skills-files';
import { seedDemoEvaluations, seedPopulationEvaluations } from './evaluations';
import { seedDemoEepBm } from './eep-bm';

const { values } = parseArgs({ options: { people: { type: 'string' }, seed: { type: 'string' } } });
const count = values.people ? Number(values.people) : 0;
if (!Number.isInteger(count) || count < 0 || count > 200_000) {
  console.error('--people must be a whole number between 0 and 200000');
  process.exit(2);
}

const started = Date.now();
const config = loadConfig();
const database = await openDatabase(config);
try {
  const reference = await seedReferenceData(database.db, { force: true });
  console.log(
    `reference data: ${reference.skillsAdded} skills, ${reference.profilesAdded} profiles, ${reference.criteriaAdded} evaluation criteria added`,
  );
  await seedDemo(database.db);
  await seedDemoSkillsFiles(database.db);
  await seedDemoEvaluations(database.db);
  await seedDemoEepBm(database.db);
  console.log(`demo organisation seeded, with its skills files, evaluations and reviews (${database.kind})`);
  if (count > 0) {
    await seedPopulation(database.db, count, values.seed ? Number(values.seed) : undefined);
    const files = await seedPopulationFiles(database.db, values.seed ? Number(values.seed) : undefined);
    const evaluations = await seedPopulationEvaluations(database.db);
    console.log(`${count} generated people seeded, ${files} skills files, ${evaluations} evaluations`);
  }
  // Fresh planner statistics after a bulk load (PGlite has no autovacuum to gather them).
  await sql`analyze`.execute(database.db);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
