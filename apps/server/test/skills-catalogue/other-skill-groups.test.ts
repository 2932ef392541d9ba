/**
 * The other skills' precomputed groups (migration 0027, docs/decisions/024-scale-paging.md): after every kind of
 * write to dc_other_skill — one row, a bulk insert, a level's change, a renaming, a type's change, a delete, a file's
 * cascade, a merge into the catalogue through the API, a truncate — other_skill_group holds exactly what grouping
 * every dc_other_skill answers (the query the list ran at each request before).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type TestApp } from '../support/test-app';
import { createCatalogueTestApp, createDc, skillId, skillTypeId } from './support';

let t: TestApp;
let tools: number;
let methods: number;
let dcs: number[];

beforeAll(async () => {
  t = await createCatalogueTestApp();
  tools = await skillTypeId(t, 'tools');
  methods = await skillTypeId(t, 'methods');
  dcs = [
    await createDc(t, DEMO.consultant, 1),
    await createDc(t, DEMO.technicalManager, 3),
    await createDc(t, DEMO.manager, 2),
  ];
});
afterAll(() => t?.close());

interface Group {
  id_skill_type: number;
  key: string;
  name: string;
  names: string;
  file_count: number;
}
/** The groups as the list computed them from every row before migration 0027. */
const fromScratch = async () =>
  (
    await sql<Group>`select o.id_skill_type, lower(o.name) as key, mode() within group (order by o.name) as name,
        string_agg(distinct o.name, ' / ' order by o.name) as names, count(distinct o.dc_id)::int as file_count
      from dc_other_skill o group by o.id_skill_type, lower(o.name) order by 1, 2`.execute(t.db)
  ).rows;
const kept = async () =>
  (
    await sql<Group>`select id_skill_type, key, name, names, file_count from other_skill_group order by 1, 2`.execute(
      t.db,
    )
  ).rows;
const expectInStep = async () => expect(await kept()).toEqual(await fromScratch());
const insert = (rows: { dc: number; type: number; name: string }[]) =>
  t.db
    .insertInto('dc_other_skill')
    .values(rows.map((r) => ({ dc_id: r.dc, id_skill_type: r.type, name: r.name, level: 2 })))
    .execute();

describe('other_skill_group', () => {
  it('follows inserts, one at a time and in bulk, the most used spelling first', async () => {
    const [a, b, c] = dcs as [number, number, number];
    await insert([{ dc: a, type: methods, name: 'Événementiel' }]);
    await expectInStep();
    await insert([
      { dc: b, type: methods, name: 'événementiel' },
      { dc: c, type: methods, name: 'événementiel' },
      { dc: a, type: tools, name: 'Obscure Tool' },
      { dc: b, type: tools, name: 'obscure tool' },
      { dc: c, type: tools, name: 'gitlab' },
    ]);
    await expectInStep();
    const groups = await kept();
    expect(groups.find((g) => g.key === 'événementiel')).toMatchObject({
      // The most used spelling (two files of three); both spellings, in the database's collation order.
      name: 'événementiel',
      names: expect.stringMatching(/^(événementiel \/ Événementiel|Événementiel \/ événementiel)$/),
      file_count: 3,
    });
  });

  it('ignores a level’s change and follows a renaming and a change of type', async () => {
    await t.db.updateTable('dc_other_skill').set({ level: 4 }).execute();
    await expectInStep();
    await t.db.updateTable('dc_other_skill').set({ name: 'Obscure Tool' }).where('name', '=', 'obscure tool').execute();
    await expectInStep();
    expect((await kept()).find((g) => g.key === 'obscure tool')).toMatchObject({
      names: 'Obscure Tool',
      file_count: 2,
    });
    await t.db.updateTable('dc_other_skill').set({ id_skill_type: methods }).where('name', '=', 'gitlab').execute();
    await expectInStep();
  });

  it('follows deletes, a file’s cascade and a merge into the catalogue', async () => {
    await t.db.deleteFrom('dc_other_skill').where('dc_id', '=', dcs[0]!).where('id_skill_type', '=', tools).execute();
    await expectInStep();
    await t.db.deleteFrom('dc').where('id', '=', dcs[1]!).execute();
    await expectInStep();
    const director = await t.login(DEMO.director);
    const merged = await t.call(director, 'POST', '/api/ListeDc/mergeOtherSkill', {
      name: 'Événementiel',
      idSkillType: methods,
      idSkill: await skillId(t, 'Kubernetes'),
    });
    expect(merged.statusCode, merged.body).toBe(200);
    await expectInStep();
    expect((await kept()).some((g) => g.key === 'événementiel')).toBe(false);
    const listed = await t.call(director, 'GET', '/api/ListeDc/listOtherSkills');
    expect(listed.json().data.items.map((o: { name: string }) => o.name)).toEqual(
      (await kept()).sort((x, y) => y.file_count - x.file_count || x.key.localeCompare(y.key)).map((g) => g.name),
    );
  });

  it('is emptied with its table', async () => {
    await insert([{ dc: dcs[2]!, type: tools, name: 'Something Else' }]);
    await sql`truncate dc_other_skill`.execute(t.db);
    expect(await kept()).toEqual([]);
    expect((await sql`select * from other_skill_spelling`.execute(t.db)).rows).toEqual([]);
  });
});
