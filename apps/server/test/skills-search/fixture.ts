/**
 * The skills search's test data: the demo files (Alice, Bruno, Thomas) with the levels of three chosen skills set
 * by hand, a validated file for Camille (a recruiter, outside Sophie's chain) and for Nina (a candidate: nobody's
 * list), and certifications with known dates. Every expected score below is computed by hand from these levels.
 *
 * Files read (FILE_CHOICE): Alice's French file (validated; her English one is a draft), Bruno's French file
 * (submitted, his only one), Thomas's French v2 (validated; his English v2 is submitted), Camille's and Nina's.
 *
 *              S1   S2   S3          criteria S1 ≥ 3, S2 ≥ 3, S3 ≥ 2
 *   Alice FR    4    3    1          1 + 1 + 1/2       = 2.5 / 3 = 0.8333
 *   Alice EN    -    4    -          0 + 1 + 0         = 1 / 3   = 0.3333 (idLang 2)
 *   Bruno FR    2    -    4          2/3 + 0 + 1       = 1.6667 / 3 = 0.5556
 *   Thomas FR   3    3    3          1 + 1 + 1         = 1
 *   Thomas EN   4    4    4          1 (idLang 2)
 *   Camille FR  4    4    2          1
 *   Nina FR     4    4    4          (a candidate: never listed)
 */
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { DEMO, type TestApp } from '../support/test-app';

export const NOW = new Date('2026-11-20T09:00:00Z');

export interface Fixture {
  ids: Record<string, number>;
  skills: { id: number; nameFr: string; nameEn: string }[];
  /** The file each demo person's skills are read from, and the other current one. */
  files: Record<'aliceFr' | 'aliceEn' | 'brunoFr' | 'thomasFr' | 'thomasEn' | 'camilleFr' | 'ninaFr', number>;
}

export async function seedSearchFixture(t: TestApp): Promise<Fixture> {
  await seedDemoSkillsFiles(t.db);
  const ids: Record<string, number> = {};
  for (const p of await t.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
  const skills = await t.db
    .selectFrom('skill as s')
    .innerJoin('skill_type as t', 't.id', 's.id_skill_type')
    .select(['s.id', 's.name_fr as nameFr', 's.name_en as nameEn'])
    .where('s.is_active', '=', true)
    .where('t.is_soft', '=', false)
    .orderBy('s.id')
    .limit(3)
    .execute();
  const current = async (email: string, idLang: number) =>
    (
      await t.db
        .selectFrom('dc')
        .select('id')
        .where('person_id', '=', ids[email]!)
        .where('id_lang', '=', idLang)
        .where('status', '<>', 4)
        .executeTakeFirstOrThrow()
    ).id;
  const newFile = async (email: string) =>
    (
      await t.db
        .insertInto('dc')
        .values({ person_id: ids[email]!, id_lang: 1, version: 1, status: 3, title: 'Consultante' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const files = {
    aliceFr: await current(DEMO.consultant, 1),
    aliceEn: await current(DEMO.consultant, 2),
    brunoFr: await current(DEMO.subcontractor, 1),
    thomasFr: await current(DEMO.technicalManager, 1),
    thomasEn: await current(DEMO.technicalManager, 2),
    camilleFr: await newFile(DEMO.recruiter),
    ninaFr: await newFile(DEMO.candidate),
  };
  const [s1, s2, s3] = skills.map((s) => s.id) as [number, number, number];
  await t.db.deleteFrom('dc_skill').where('id_skill', 'in', [s1, s2, s3]).execute();
  const levels: [number, number, number][] = [
    [files.aliceFr, s1, 4],
    [files.aliceFr, s2, 3],
    [files.aliceFr, s3, 1],
    [files.aliceEn, s2, 4],
    [files.brunoFr, s1, 2],
    [files.brunoFr, s3, 4],
    [files.thomasFr, s1, 3],
    [files.thomasFr, s2, 3],
    [files.thomasFr, s3, 3],
    [files.thomasEn, s1, 4],
    [files.thomasEn, s2, 4],
    [files.thomasEn, s3, 4],
    [files.camilleFr, s1, 4],
    [files.camilleFr, s2, 4],
    [files.camilleFr, s3, 2],
    [files.ninaFr, s1, 4],
    [files.ninaFr, s2, 4],
    [files.ninaFr, s3, 4],
  ];
  await t.db
    .insertInto('dc_skill')
    .values(levels.map(([dc_id, id_skill, level]) => ({ dc_id, id_skill, level })))
    .execute();

  // Certifications with known dates (today is NOW: 2026-11-20).
  await t.db.deleteFrom('dc_certification').execute();
  const cert = (dc_id: number, name: string, organism: string, obtained: string, expiry: string | null) => ({
    dc_id,
    name,
    organism,
    obtained_date: obtained,
    expiry_date: expiry,
  });
  await t.db
    .insertInto('dc_certification')
    .values([
      cert(files.aliceFr, 'AWS Certified Solutions Architect', 'Amazon Web Services', '2023-05-10', '2026-12-01'),
      cert(files.aliceFr, 'Professional Scrum Master I', 'Scrum.org', '2020-01-15', null),
      cert(files.brunoFr, 'Certified Kubernetes Administrator', 'CNCF', '2022-03-01', '2025-03-01'),
      cert(files.thomasFr, 'ISTQB Foundation Level', 'ISTQB', '2021-06-01', '2030-06-01'),
      cert(files.thomasEn, 'TOEIC', 'ETS', '2019-06-01', null),
      cert(files.camilleFr, 'ITIL 4 Foundation', 'Axelos', '2024-01-01', '2027-02-18'),
      cert(files.ninaFr, 'ITIL 4 Foundation', 'Axelos', '2024-01-01', null),
    ])
    .execute();
  return { ids, skills, files };
}
