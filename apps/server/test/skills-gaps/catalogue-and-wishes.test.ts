/**
 * The catalogue of trainings and certifications (administrators: list, add, change, deactivate; validation errors)
 * and the wish made from a suggestion (issue 22 §2): filled by the server from the entry, the gap recorded, origin
 * Manager from the team view and EEP from the evaluation, and the refusals (other person, entry not covering the
 * gap, no gap, unknown person or entry, outsider).
 */
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '@my-skills/shared/schemas/skills-gaps';
import type { TrainingWish } from '@my-skills/shared/schemas/trainings';
import { TRAINING_CATALOGUE } from '../../src/db/seed/training-catalogue';
import { countRows } from '../support/test-app';
import { trainingsSetup, json, ok } from '../trainings/setup';

const { ctx } = trainingsSetup('[catalogue]');

const skillId = async (label: string) =>
  (await ctx.t.db.selectFrom('skill').select('id').where('label', '=', label).executeTakeFirstOrThrow()).id;
const entryId = async (titleFr: string) =>
  (
    await ctx.t.db
      .selectFrom('training_catalogue')
      .select('id')
      .where('title_fr', '=', titleFr)
      .executeTakeFirstOrThrow()
  ).id;

describe('the training catalogue', () => {
  const body = async (over: Record<string, unknown> = {}) => ({
    type: 1,
    titleFr: '[catalogue] Certification Go',
    titleEn: '[catalogue] Go certification',
    organism: 'Org G',
    durationHours: 24,
    costExclTax: 1234.5,
    scheme: 3,
    skills: [{ idSkill: await skillId('Go'), level: 3 }],
    ...over,
  });
  const save = async (who: keyof typeof ctx.s, b: unknown, id?: number) =>
    ctx.t.call(ctx.s[who], 'POST', `/api/TrainingCatalogue/save${id ? `?id=${id}` : ''}`, b);

  it('holds a seeded catalogue of 30+ entries in French and English, linked to skills', async () => {
    const list = ok<{ items: CatalogueEntry[] }>(
      await ctx.t.call(ctx.s.director, 'GET', '/api/TrainingCatalogue/list'),
    );
    expect(list.items.length).toBeGreaterThanOrEqual(30);
    for (const e of list.items) {
      expect(e.titleFr && e.titleEn && e.organism).toBeTruthy();
      expect(e.skills.length + e.lines.length, e.titleFr).toBeGreaterThan(0);
    }
    // Every skill and line the seed names exists in the catalogue (none skipped).
    for (const [, titleFr, , organism, , , , skills, lines = []] of TRAINING_CATALOGUE) {
      const entry = list.items.find((e) => e.titleFr === titleFr && e.organism === organism)!;
      expect([entry.skills.length, entry.lines.length], titleFr).toEqual([skills.length, lines.length]);
    }
    const cka = list.items.find((e) => e.titleFr.includes('CKA'))!;
    expect(cka).toMatchObject({ type: { id: 1 }, organism: 'Linux Foundation', costExclTax: 2150, isActive: true });
    expect(cka.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['Kubernetes']));
  });

  it('lets administrators add, change and deactivate an entry; refuses bad input and others', async () => {
    const created = ok<CatalogueEntry>(await save('hr', await body()));
    expect(created).toMatchObject({ title: '[catalogue] Certification Go', costExclTax: 1234.5, scheme: { id: 3 } });
    const changed = ok<CatalogueEntry>(
      await save(
        'director',
        await body({ durationHours: 30, skills: [{ idSkill: await skillId('Rust'), level: 4 }] }),
        created.id,
      ),
    );
    expect(changed.durationHours).toBe(30);
    expect(changed.skills).toEqual([{ idSkill: await skillId('Rust'), name: 'Rust', level: 4 }]);
    const off = ok<CatalogueEntry>(
      await ctx.t.call(ctx.s.director, 'PUT', `/api/TrainingCatalogue/active?id=${created.id}`, { isActive: false }),
    );
    expect(off.isActive).toBe(false);

    const before = await countRows(ctx.t, 'training_catalogue');
    for (const [over, status] of [
      [{ titleFr: '' }, 400],
      [{ durationHours: 0 }, 400],
      [{ costExclTax: 10.123 }, 400],
      [{ type: 3 }, 400],
      [{ skills: [] }, 400],
      [{ skills: [{ idSkill: 1, level: 5 }] }, 400],
      [{ skills: [{ idSkill: 999_999, level: 2 }] }, 422],
      [{ lines: [{ idLine: 999_999, level: 2 }] }, 422],
      [{ titleFr: '[CATALOGUE] certification go', organism: 'org g' }, 409],
    ] as const) {
      const res = await save('director', await body(Object.assign({ titleFr: '[catalogue] Autre' }, over)));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(json(res).message).not.toBe('');
    }
    expect(await countRows(ctx.t, 'training_catalogue')).toBe(before);
    expect((await save('director', await body({ titleFr: '[catalogue] Nouveau' }), 999_999)).statusCode).toBe(404);
    for (const who of ['manager', 'consultant', 'dpo', 'recruiter'] as const) {
      expect((await save(who, await body({ titleFr: `[catalogue] ${who}` }))).statusCode, who).toBe(403);
      expect((await ctx.t.call(ctx.s[who], 'GET', '/api/TrainingCatalogue/list')).statusCode, who).toBe(403);
    }
  });
});

describe('a wish from a suggestion', () => {
  it('is filled from the entry, records the gap, and follows the caller’s rights', async () => {
    const { ids, s, t } = ctx;
    const k8s = await skillId('Kubernetes');
    const java = await skillId('Java');
    const cka = await entryId('Certified Kubernetes Administrator (CKA)');
    const pmp = await entryId('Project Management Professional (PMP)');
    // Bruno's gap: Marc's target of 3 on Kubernetes (he has no rating).
    ok(await t.call(s.manager, 'PUT', '/api/SkillsGaps/target', { idUser: ids.subcontractor, idSkill: k8s, level: 3 }));
    const make = (who: keyof typeof s, over: Record<string, unknown> = {}) =>
      t.call(s[who], 'POST', '/api/Training/wishFromSuggestion', {
        idUser: ids.subcontractor,
        idEntry: cka,
        subject: { kind: 'skill', id: k8s },
        ...over,
      });
    const before = await countRows(t, 'training_wish');
    expect((await make('outsider')).statusCode).toBe(403);
    expect((await make('consultant')).statusCode).toBe(403);
    expect((await make('subcontractor')).statusCode).toBe(403);
    expect((await make('manager', { idUser: 999_999 })).statusCode).toBe(404);
    expect((await make('manager', { idEntry: 999_999 })).statusCode).toBe(404);
    expect((await make('manager', { idEntry: pmp })).statusCode).toBe(422);
    expect((await make('manager', { subject: { kind: 'skill', id: java } })).statusCode).toBe(422);
    expect((await make('manager', { title: 'ignored', costExclTax: 1 })).statusCode).toBe(400);
    expect(await countRows(t, 'training_wish')).toBe(before);

    const { id } = ok<{ id: number }>(await make('manager'));
    const wish = ok<TrainingWish>(await t.call(s.manager, 'GET', `/api/Training/trainingById?id=${id}`));
    expect(wish).toMatchObject({
      idUser: ids.subcontractor,
      idEa: null,
      title: 'Certified Kubernetes Administrator (CKA)',
      organism: 'Linux Foundation',
      type: { id: 1 },
      requestOrigin: { id: 4 },
      context: { id: 2 },
      scheme: { id: 3 },
      costExclTax: 2150,
      durationHours: 40,
      gap: { name: 'Kubernetes', levelFrom: 0, levelTo: 3 },
      status: { id: 1 },
    });
    expect(wish.history).toHaveLength(1);
  });

  it('from the evaluation: origin EEP under its row version, the evaluation must be the person’s', async () => {
    const { ids, s, t } = ctx;
    const k8s = await skillId('Kubernetes');
    const basics = await entryId('Kubernetes : les fondamentaux');
    const ea = await t.db
      .insertInto('evaluation')
      .values({ person_id: ids.consultant, year: new Date().getUTCFullYear() })
      .returning(['id', 'row_version'])
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('evaluation_skill')
      .values({ evaluation_id: ea.id, id_type: 1, id_skill: k8s, label: '', note_manager: 2 })
      .execute();
    const make = (over: Record<string, unknown>) =>
      t.call(s.manager, 'POST', '/api/Training/wishFromSuggestion', {
        idUser: ids.consultant,
        idEntry: basics,
        subject: { kind: 'skill', id: k8s },
        idEa: ea.id,
        rowVersion: ea.row_version,
        ...over,
      });
    expect((await make({ idUser: ids.subcontractor })).statusCode).toBe(404);
    expect((await make({ rowVersion: ea.row_version + 5 })).statusCode).toBe(409);
    const r = ok<{ id: number; rowVersion: number }>(await make({}));
    expect(r.rowVersion).toBe(ea.row_version + 1);
    const wish = ok<TrainingWish>(await t.call(s.consultant, 'GET', `/api/Training/trainingById?id=${r.id}`));
    expect(wish).toMatchObject({
      idEa: ea.id,
      requestOrigin: { id: 1 },
      title: 'Kubernetes : les fondamentaux',
      gap: { name: 'Kubernetes', levelFrom: 2, levelTo: 3 },
    });
    // The outsider may not write this evaluation.
    const other = await t.call(s.outsider, 'POST', '/api/Training/wishFromSuggestion', {
      idUser: ids.consultant,
      idEntry: basics,
      subject: { kind: 'skill', id: k8s },
      idEa: ea.id,
      rowVersion: r.rowVersion,
    });
    expect([403, 404]).toContain(other.statusCode);
  });
});
