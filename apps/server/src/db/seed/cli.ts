/**
 * npm run seed [-- --people N] [-- --seed S]: seeds the demo organisation (and N generated people, deterministic for
 * the seed S: their skills files, last year's and this year's evaluations, and the managers' business-manager reviews)
 * into the configured database.
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
import { seedPopulationReviews } from './population-reviews';
import { seedDemoKeyPeople, seedPopulationKeyPeople } from './key-people';
import { seedPopulationImports } from './population-imports';
import { seedDemoTrainings, seedPopulationTrainings } from './trainings';
import { seedDemoRetentionCandidates } from './retention-candidates';

const { values } = parseArgs({ options: { people: { type: 'string' }, seed: { type: 'string' } } });
const count = values.people ? Number(values.people) : 0;
if (!Number.isInteger(count) || count < 0 || count > 200_000) {
  console.error('--people must be a whole number between 0 and 200000');
  process.exit(2);
}
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (seed !== undefined && !Number.isInteger(seed)) {
  console.error('--seed must be a whole number');
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
  await seedDemoKeyPeople(database.db);
  await seedDemoTrainings(database.db);
  await seedDemoRetentionCandidates(database.db);
  console.log(`demo organisation seeded, with its skills files, evaluations and reviews (${database.kind})`);
  if (count > 0) {
    const now = new Date();
    const people = await seedPopulation(database.db, count, seed, now);
    const files = await seedPopulationFiles(database.db, seed, now);
    const evaluations = await seedPopulationEvaluations(database.db, now, seed);
    const reviews = await seedPopulationReviews(database.db, now, seed);
    const keyPeople = await seedPopulationKeyPeople(database.db, seed, now);
    const trainings = await seedPopulationTrainings(database.db, seed, now);
    const imports = await seedPopulationImports(database.db, seed, now);
    console.log(
      `${people} generated people seeded, with ${files} skills files, ${evaluations} annual evaluations and ${reviews} business-manager reviews (last year and this year), ${keyPeople} key people, ${trainings} training wishes, ${imports} CV imports`,
    );
  }
  // Fresh planner statistics after a bulk load (PGlite has no autovacuum to gather them).
  await sql`analyze`.execute(database.db);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
