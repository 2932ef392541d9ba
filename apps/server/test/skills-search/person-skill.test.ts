/**
 * The skills search's copy of the current files' skills (migration 0032, decision 024-scale-skills-search) and their
 * key sets (migration 0034): after every kind of write — a skill added one at a time and in bulk, a level changed, a
 * skill merged into another, a skill removed, a new version that archives the old one, a validation, a draft saved
 * (its last update), a language changed, a file deleted, a person renamed, an account deactivated, a person erased, a
 * truncate — `person_skill` and `file_skill_set` hold exactly what reading the files answers (FILE_CHOICE: the
 * validated file first, then the one updated last).
 * On PostgreSQL, two transactions writing one person's files at once leave no stale flag.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { createTestApp, createTestApps, DEMO, onPostgres, type TestApp } from '../support/test-app';

let t: TestApp;
let ids: Record<string, number>;
let skills: number[];

/** What the search's rows are, read from the files themselves. */
const fromFiles = async (db: Kysely<Database>) =>
  (
    await sql`select ds.dc_id, ds.id_skill, ds.level, d.person_id, d.id_lang, d.status as dc_status,
        d.id = (select x.id from dc x where x.person_id = d.person_id and x.status <> 4
          order by (x.status = 3) desc, x.updated_at desc, x.id desc limit 1) as chosen,
        p.is_employee, lower(p.last_name) as last_key, lower(p.first_name) as first_key
      from dc_skill ds join dc d on d.id = ds.dc_id and d.status <> 4 join person p on p.id = d.person_id
      order by 1, 2`.execute(db)
  ).rows;
const kept = async (db: Kysely<Database>) =>
  (
    await sql`select dc_id, id_skill, level, person_id, id_lang, dc_status, chosen, is_employee, last_key, first_key
      from person_skill order by 1, 2`.execute(db)
  ).rows;
/** Each current file's keys (migration 0034): every (skill, level) it reaches, read from the files themselves. */
const setsFromFiles = async (db: Kysely<Database>) =>
  (
    await sql`select d.id as dc_id, d.person_id, d.id_lang, d.status as dc_status,
        d.id = (select x.id from dc x where x.person_id = d.person_id and x.status <> 4
          order by (x.status = 3) desc, x.updated_at desc, x.id desc limit 1) as chosen,
        p.is_employee, array_agg(ds.id_skill * 4 + l.level - 1 order by ds.id_skill, l.level) as keys
      from dc_skill ds join dc d on d.id = ds.dc_id and d.status <> 4 join person p on p.id = d.person_id
        cross join lateral generate_series(1, ds.level) l(level)
      group by d.id, d.person_id, d.id_lang, d.status, p.is_employee order by 1`.execute(db)
  ).rows;
const keptSets = async (db: Kysely<Database>) =>
  (
    await sql`select dc_id, person_id, id_lang, dc_status, chosen, is_employee, keys
      from file_skill_set order by 1`.execute(db)
  ).rows;
const expectInStep = async (db: Kysely<Database> = t.db) => {
  const expected = await fromFiles(db);
  expect(expected.length).toBeGreaterThan(0);
  expect(await kept(db)).toEqual(expected);
  expect(await keptSets(db)).toEqual(await setsFromFiles(db));
};

const fileOf = async (email: string, idLang: number) =>
  (
    await t.db
      .selectFrom('dc')
      .select(['id', 'status'])
      .where('person_id', '=', ids[email]!)
      .where('id_lang', '=', idLang)
      .where('status', '<>', 4)
      .executeTakeFirstOrThrow()
  ).id;
const chosenOf = async (email: string) =>
  (
    await sql<{ dc_id: number }>`select distinct dc_id from person_skill
      where person_id = ${ids[email]!} and chosen`.execute(t.db)
  ).rows.map((r) => r.dc_id);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSkillsFiles(t.db);
  ids = {};
  for (const p of await t.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
  skills = (await t.db.selectFrom('skill').select('id').orderBy('id').limit(40).execute()).map((s) => s.id);
});
afterAll(() => t?.close());

describe('person_skill', () => {
  it('holds the demo files’ skills, one chosen file per person', async () => {
    await expectInStep();
    const { rows } = await sql<{ n: number }>`select count(distinct dc_id)::int as n from person_skill
      where chosen group by person_id having count(distinct dc_id) > 1`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('follows skills added one at a time and in bulk, levels changed, a merge, a removal', async () => {
    const alice = await fileOf(DEMO.consultant, 1);
    const held = new Set(
      (await t.db.selectFrom('dc_skill').select('id_skill').where('dc_id', '=', alice).execute()).map(
        (r) => r.id_skill,
      ),
    );
    const free = skills.filter((s) => !held.has(s));
    await t.db.insertInto('dc_skill').values({ dc_id: alice, id_skill: free[0]!, level: 2 }).execute();
    await expectInStep();
    await t.db
      .insertInto('dc_skill')
      .values(free.slice(1, 6).map((id_skill, i) => ({ dc_id: alice, id_skill, level: (i % 4) + 1 })))
      .execute();
    await expectInStep();
    await t.db.updateTable('dc_skill').set({ level: 4 }).where('dc_id', '=', alice).execute();
    await expectInStep();
    // A catalogue merge moves a file's rating to another skill.
    await t.db
      .updateTable('dc_skill')
      .set({ id_skill: free[7]! })
      .where('dc_id', '=', alice)
      .where('id_skill', '=', free[0]!)
      .execute();
    await expectInStep();
    await t.db.deleteFrom('dc_skill').where('dc_id', '=', alice).where('id_skill', 'in', free.slice(1, 4)).execute();
    await expectInStep();
  });

  it('moves the chosen file: a draft saved, a validation, a new version, a language, a file deleted', async () => {
    const thomasFr = await fileOf(DEMO.technicalManager, 1);
    const thomasEn = await fileOf(DEMO.technicalManager, 2);
    // Two drafts: the one updated last is read.
    await t.db.updateTable('dc').set({ status: 1 }).where('id', 'in', [thomasFr, thomasEn]).execute();
    await t.db
      .updateTable('dc')
      .set({ updated_at: new Date('2026-01-01') })
      .where('id', '=', thomasFr)
      .execute();
    await t.db
      .updateTable('dc')
      .set({ updated_at: new Date('2026-02-01') })
      .where('id', '=', thomasEn)
      .execute();
    await expectInStep();
    expect(await chosenOf(DEMO.technicalManager)).toEqual([thomasEn]);
    await t.db
      .updateTable('dc')
      .set({ updated_at: new Date('2026-03-01') })
      .where('id', '=', thomasFr)
      .execute();
    await expectInStep();
    expect(await chosenOf(DEMO.technicalManager)).toEqual([thomasFr]);
    // The validated one wins over a later draft.
    await t.db.updateTable('dc').set({ status: 3 }).where('id', '=', thomasEn).execute();
    await expectInStep();
    expect(await chosenOf(DEMO.technicalManager)).toEqual([thomasEn]);
    // A new version: the validated one archived, a draft copy with its skills.
    const copy = await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('dc').set({ status: 4 }).where('id', '=', thomasEn).execute();
      const { id } = await trx
        .insertInto('dc')
        .values({ person_id: ids[DEMO.technicalManager]!, id_lang: 2, version: 90, status: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into dc_skill (dc_id, id_skill, level)
        select ${id}, id_skill, level from dc_skill where dc_id = ${thomasEn}`.execute(trx);
      return id;
    });
    await expectInStep();
    expect(await chosenOf(DEMO.technicalManager)).toEqual([copy]);
    // The archived file current again (its skills back), then deleted.
    await t.db.deleteFrom('dc').where('id', '=', copy).execute();
    await expectInStep();
    await t.db.updateTable('dc').set({ status: 3, id_lang: 2 }).where('id', '=', thomasEn).execute();
    await expectInStep();
    expect(await chosenOf(DEMO.technicalManager)).toEqual([thomasEn]);
    await t.db.deleteFrom('dc').where('id', '=', thomasEn).execute();
    await expectInStep();
    expect(await chosenOf(DEMO.technicalManager)).toEqual([thomasFr]);
  });

  it('follows the person: a new name, an account deactivated, an erasure', async () => {
    await t.db
      .updateTable('person')
      .set({ last_name: 'Zola-Martin', first_name: 'Élise' })
      .where('id', '=', ids[DEMO.consultant]!)
      .execute();
    await expectInStep();
    await t.db
      .updateTable('account')
      .set({ is_active: false })
      .where('person_id', '=', ids[DEMO.subcontractor]!)
      .execute();
    await expectInStep();
    const before = await kept(t.db);
    await t.db.deleteFrom('person').where('id', '=', ids[DEMO.candidate]!).execute();
    await expectInStep();
    expect((await kept(t.db)).length).toBeLessThanOrEqual(before.length);
  });

  it('is emptied by a truncate of the files’ skills', async () => {
    await sql`truncate dc_skill`.execute(t.db);
    expect(await kept(t.db)).toEqual([]);
    expect(await keptSets(t.db)).toEqual([]);
  });
});

describe.skipIf(!onPostgres)('person_skill with two writers of one person’s files', () => {
  it('a skill added to a draft while that draft is validated elsewhere: the flag is the last writer’s view', async () => {
    const group = await createTestApps(2);
    try {
      const [a, b] = group.apps as [TestApp, TestApp];
      await seedDemoSkillsFiles(a.db);
      const person = (
        await a.db.selectFrom('person').select('id').where('email', '=', DEMO.consultant).executeTakeFirstOrThrow()
      ).id;
      const files = await a.db
        .selectFrom('dc')
        .select(['id', 'status', 'id_lang'])
        .where('person_id', '=', person)
        .where('status', '<>', 4)
        .execute();
      const validated = files.find((x) => x.status === 3)!;
      const draft = files.find((x) => x.status !== 3)!;
      const held = new Set(
        (await a.db.selectFrom('dc_skill').select('id_skill').where('dc_id', '=', draft.id).execute()).map(
          (r) => r.id_skill,
        ),
      );
      const skill = (
        await a.db
          .selectFrom('skill')
          .select('id')
          .where('id', 'not in', [...held])
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // A: adds a skill to the draft (not the chosen file yet) and holds its transaction open.
      const first = a.db.transaction().execute(async (trx) => {
        await trx.insertInto('dc_skill').values({ dc_id: draft.id, id_skill: skill, level: 3 }).execute();
        await released;
      });
      // B: archives the validated file, so that the draft becomes the one read — waits for A's lock on the person.
      const second = b.db.updateTable('dc').set({ status: 4 }).where('id', '=', validated.id).execute();
      for (let i = 0; i < 200; i++) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(a.db);
        if (rows[0]!.n > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      release();
      await Promise.all([first, second]);
      await expectInStep(a.db);
      expect(
        (
          await sql<{
            chosen: boolean;
          }>`select chosen from person_skill where dc_id = ${draft.id} and id_skill = ${skill}`.execute(a.db)
        ).rows,
      ).toEqual([{ chosen: true }]);
    } finally {
      await group.close();
    }
  });
});
