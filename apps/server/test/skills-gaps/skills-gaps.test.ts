/**
 * Gaps → training suggestions (issue 22 §2) on a hand-made case: Alice's Kubernetes rated 1 in this year's
 * evaluation (goal 3, the default) and a target of 4 set by Marc; colleagues who succeeded (rating up the next
 * year) with CKA and, by title, with "Kubernetes : les fondamentaux", one who did not; the staffing demand inside and
 * outside the 90 days; a wish made from a suggestion (origin, the gap recorded, the server's fields), and who may.
 */
import { describe, expect, it } from 'vitest';
import type { PersonGaps, TeamGaps } from '@my-skills/shared/schemas/skills-gaps';
import { trainingsSetup, ok } from '../trainings/setup';

const { ctx } = trainingsSetup('[gaps]');
const Y = new Date().getUTCFullYear();

async function skillId(label: string) {
  const row = await ctx.t.db.selectFrom('skill').select('id').where('label', '=', label).executeTakeFirstOrThrow();
  return row.id;
}
async function entryId(titleFr: string) {
  const row = await ctx.t.db
    .selectFrom('training_catalogue')
    .select('id')
    .where('title_fr', '=', titleFr)
    .executeTakeFirstOrThrow();
  return row.id;
}
/** An evaluation of `year` for the person with manager ratings on these skills. */
async function evaluation(personId: number, year: number, notes: [idSkill: number, note: number][]) {
  const ea = await ctx.t.db
    .insertInto('evaluation')
    .values({ person_id: personId, year })
    .returning(['id', 'row_version'])
    .executeTakeFirstOrThrow();
  for (const [idSkill, note] of notes)
    await ctx.t.db
      .insertInto('evaluation_skill')
      .values({ evaluation_id: ea.id, id_type: 1, id_skill: idSkill, label: '', note_manager: note })
      .execute();
  return ea;
}
async function pastWish(personId: number, title: string, entry: number | null, year: number) {
  await ctx.t.db
    .insertInto('training_wish')
    .values({
      person_id: personId,
      type: 1,
      title,
      request_origin: 4,
      catalogue_entry_id: entry,
      created_at: `${year}-03-01T10:00:00Z`,
    })
    .execute();
}
const gapsOf = async (who: keyof typeof ctx.s, idUser: number) =>
  ctx.t.call(ctx.s[who], 'GET', `/api/SkillsGaps/person?idUser=${idUser}`);

describe('gaps and suggestions', () => {
  let k8s = 0;

  it('ranks the suggestions of a gap: closes it, then colleagues’ successes, then cost', async () => {
    k8s = await skillId('Kubernetes');
    const java = await skillId('Java');
    const { ids, s, t } = ctx;
    await evaluation(ids.consultant, Y, [
      [k8s, 1],
      [java, 4],
    ]);
    // Marc sets a target of 4 on Kubernetes: the gap becomes 1 → 4 (evaluation goal 3 and target).
    ok(await t.call(s.manager, 'PUT', '/api/SkillsGaps/target', { idUser: ids.consultant, idSkill: k8s, level: 4 }));
    // An admin adds a cheap entry that closes it too.
    const express = ok<{ id: number }>(
      await t.call(s.director, 'POST', '/api/TrainingCatalogue/save', {
        type: 2,
        titleFr: '[gaps] Kubernetes express',
        titleEn: '[gaps] Kubernetes express',
        organism: 'Org K',
        durationHours: 7,
        costExclTax: 500,
        skills: [{ idSkill: k8s, level: 4 }],
      }),
    );
    const cka = await entryId('Certified Kubernetes Administrator (CKA)');
    const basics = await entryId('Kubernetes : les fondamentaux');
    // Thomas: CKA two years ago, Kubernetes 2 → 3 the next year (a success for CKA).
    await pastWish(ids.technicalManager, 'CKA', cka, Y - 2);
    await evaluation(ids.technicalManager, Y - 2, [[k8s, 2]]);
    await evaluation(ids.technicalManager, Y - 1, [[k8s, 3]]);
    // Julien: the basics (named by title only), 1 → 2 (a success); Hélène: the basics, 3 → 3 (none).
    await pastWish(ids.buDirector, 'kubernetes : LES fondamentaux', null, Y - 2);
    await evaluation(ids.buDirector, Y - 2, [[k8s, 1]]);
    await evaluation(ids.buDirector, Y - 1, [[k8s, 2]]);
    await pastWish(ids.hr, 'Kubernetes : les fondamentaux', basics, Y - 2);
    await evaluation(ids.hr, Y - 2, [[k8s, 3]]);
    await evaluation(ids.hr, Y - 1, [[k8s, 3]]);

    const mine = ok<PersonGaps>(await gapsOf('consultant', ids.consultant));
    const gap = mine.gaps.find((g) => g.subject.kind === 'skill' && g.subject.id === k8s)!;
    expect(gap).toMatchObject({ levelFrom: 1, levelTo: 4, subject: { name: 'Kubernetes' } });
    expect(gap.sources.sort()).toEqual(['evaluation', 'target']);
    expect(gap.suggestions.map((x) => [x.idEntry, x.closesGap, x.successCount])).toEqual([
      [cka, true, 1],
      [express.id, true, 0],
      [basics, false, 1],
    ]);
    expect(mine.gaps.some((g) => g.subject.id === java)).toBe(false);
    expect(mine.mayAct).toBe(false);
    expect(mine.targets).toEqual([{ idSkill: k8s, name: 'Kubernetes', level: 4 }]);

    // A deactivated entry is no longer suggested.
    ok(await t.call(s.director, 'PUT', `/api/TrainingCatalogue/active?id=${express.id}`, { isActive: false }));
    const after = ok<PersonGaps>(await gapsOf('manager', ids.consultant));
    expect(after.mayAct).toBe(true);
    expect(after.gaps.find((g) => g.subject.id === k8s)!.suggestions.map((x) => x.idEntry)).toEqual([cka, basics]);
  });

  it('counts the staffing demand of the last 90 days only, recorded by the search', async () => {
    const { ids, s, t } = ctx;
    const [docker, postgres, python] = await Promise.all([skillId('Docker'), skillId('PostgreSQL'), skillId('Python')]);
    const day = 86_400_000;
    await t.db
      .insertInto('skill_demand')
      .values([
        { id_skill: docker, level: 3, asked_at: new Date(Date.now() - 10 * day) },
        { id_skill: docker, level: 2, asked_at: new Date(Date.now() - 89 * day) },
        { id_skill: postgres, level: 2, asked_at: new Date(Date.now() - 91 * day) },
      ])
      .execute();
    const before = ok<PersonGaps>(await gapsOf('consultant', ids.consultant));
    const dockerGap = before.gaps.find((g) => g.subject.id === docker)!;
    expect(dockerGap).toMatchObject({ levelFrom: 0, levelTo: 3, sources: ['demand'], demandCount: 2 });
    expect(dockerGap.suggestions.map((x) => x.title)).toContain('Certified Kubernetes Administrator (CKA)');
    expect(before.gaps.some((g) => g.subject.id === postgres)).toBe(false);
    expect(before.gaps.some((g) => g.subject.id === python)).toBe(false);

    // The search's first page records its criteria; the next pages do not.
    const search = (page: number) =>
      t.call(s.hr, 'POST', '/api/ListeDc/filtreCritereCompetence', {
        criteria: [{ idSkill: python, minLevel: 2 }],
        page,
        pageSize: 10,
      });
    ok(await search(1));
    ok(await search(2));
    const rows = await t.db.selectFrom('skill_demand').selectAll().where('id_skill', '=', python).execute();
    expect(rows.map((r) => [r.level, r.asked_by])).toEqual([[2, ids.hr]]);
    const after = ok<PersonGaps>(await gapsOf('consultant', ids.consultant));
    expect(after.gaps.find((g) => g.subject.id === python)).toMatchObject({ levelFrom: 0, levelTo: 2 });
  });

  it('takes the business-manager review’s lines rated below the profile’s goal, with their catalogue entries', async () => {
    const { ids, t } = ctx;
    const line = await t.db
      .selectFrom('business_manager_skill_line')
      .select('id')
      .where('code', 'like', '%-english')
      .executeTakeFirstOrThrow();
    // Profile 4 sets the goal 3 on "Work with clients in English"; Marc's manager rated him 1.
    const review = await t.db
      .insertInto('eep_bm')
      .values({ person_id: ids.manager, year: Y, id_business_manager: 4 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('eep_bm_skill')
      .values({ eep_bm_id: review.id, id_line: line.id, evaluation_manager: 1 })
      .execute();
    const marc = ok<PersonGaps>(await gapsOf('director', ids.manager));
    const gap = marc.gaps.find((g) => g.subject.kind === 'line' && g.subject.id === line.id)!;
    expect(gap).toMatchObject({ levelFrom: 1, levelTo: 3, sources: ['profile'] });
    expect(gap.suggestions.map((x) => [x.title, x.closesGap])).toEqual([
      ['TOEIC Listening and Reading', true],
      ['Anglais professionnel (présentiel et en ligne)', true],
    ]);
  });

  it('lets the person, their chain and HR read the gaps; the team view pages the people followed', async () => {
    const { ids } = ctx;
    for (const who of ['consultant', 'manager', 'hr', 'director'] as const)
      expect((await gapsOf(who, ids.consultant)).statusCode, who).toBe(200);
    for (const who of ['outsider', 'dpo', 'subcontractor', 'candidate'] as const)
      expect((await gapsOf(who, ids.consultant)).statusCode, who).toBe(403);
    expect((await gapsOf('manager', 999_999)).statusCode).toBe(404);

    const team = ok<TeamGaps>(await ctx.t.call(ctx.s.manager, 'GET', '/api/SkillsGaps/team?page=1&pageSize=2'));
    expect(team.pageSize).toBe(2);
    expect(team.items.length).toBeLessThanOrEqual(2);
    const all = ok<TeamGaps>(await ctx.t.call(ctx.s.manager, 'GET', '/api/SkillsGaps/team?pageSize=100'));
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((p) => p.idUser)).toEqual(expect.arrayContaining([ids.consultant, ids.subcontractor]));
    expect(all.items.find((p) => p.idUser === ids.consultant)!.gaps.length).toBeGreaterThan(0);
    expect((await ctx.t.call(ctx.s.consultant, 'GET', '/api/SkillsGaps/team')).statusCode).toBe(403);
    const outsider = ok<TeamGaps>(await ctx.t.call(ctx.s.outsider, 'GET', '/api/SkillsGaps/team'));
    expect(outsider.total).toBe(0);
  });

  it('lets a manager in the chain or HR set a target, never the person or an outsider', async () => {
    const { ids, s, t } = ctx;
    const idSkill = await skillId('Terraform');
    const target = (who: keyof typeof s, body: Record<string, unknown>) =>
      t.call(s[who], 'PUT', '/api/SkillsGaps/target', { idUser: ids.consultant, idSkill, level: 3, ...body });
    expect((await target('consultant', {})).statusCode).toBe(403); // no trainings permission
    expect((await target('outsider', {})).statusCode).toBe(403);
    expect((await target('manager', { idUser: ids.manager })).statusCode).toBe(422);
    expect((await target('manager', { idUser: 999_999 })).statusCode).toBe(404);
    expect((await target('manager', { level: 5 })).statusCode).toBe(400);
    expect((await target('manager', { idSkill: 999_999 })).statusCode).toBe(422);
    expect((await target('hr', {})).statusCode).toBe(200);
    expect((await target('manager', { level: null })).statusCode).toBe(200);
    const rows = await t.db.selectFrom('skill_target').selectAll().where('id_skill', '=', idSkill).execute();
    expect(rows).toEqual([]);
  });
});
