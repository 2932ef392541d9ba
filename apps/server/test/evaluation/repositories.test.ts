/**
 * The evaluation's repositories against a real migrated database: the one-statement read with last year's
 * ratings and objectives beside this year's, the pre-fill from the skills file, and row writes scoped to
 * their evaluation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvaluationReadRepository } from '../../src/modules/evaluation/evaluation-read.repository';
import { createEvaluationRowsRepository } from '../../src/modules/evaluation/evaluation-rows.repository';
import { createEvaluationRepository } from '../../src/modules/evaluation/evaluation.repository';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { DEMO, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let read: ReturnType<typeof createEvaluationReadRepository>;
let rows: ReturnType<typeof createEvaluationRowsRepository>;
let alice: number;
let marc: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSkillsFiles(t.db);
  read = createEvaluationReadRepository(t.db);
  rows = createEvaluationRowsRepository(t.db);
  const person = (email: string) =>
    t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  alice = (await person(DEMO.consultant)).id;
  marc = (await person(DEMO.manager)).id;
});
afterAll(() => t.close());

describe('evaluation repositories', () => {
  it('reads an evaluation with last year beside it', async () => {
    const criteria = await read.activeCriteria();
    expect(criteria.length).toBeGreaterThan(10);
    const behavioral = criteria.find((c) => c.idType === 4)!;

    const lastYear = await rows.insertDraft({
      personId: alice,
      year: 2025,
      idLang: 1,
      createdBy: alice,
      cadreEntretien: {},
      interviewDate: '2025-11-12',
    });
    await rows.insertSkillLines(lastYear, [
      { idType: 4, idCriterion: behavioral.id, idSkill: null, label: '', noteManager: 3 },
      { idType: 2, idCriterion: null, idSkill: null, label: 'Rédaction de spécifications', noteManager: 2 },
    ]);
    const oldGoal = await rows.upsertGoal(lastYear, { text: 'Certification AWS', measure: 'Obtenue', dueDate: null });

    const prefill = await read.prefill(alice, 2026);
    expect(prefill.lastYear).toEqual({ id: lastYear, interviewDate: '2025-11-12' });
    // Alice's validated French file, not her English draft.
    expect(prefill.skillsFileTitle).toBe('Développeuse Java senior');
    expect(prefill.hardSkills.length).toBeGreaterThan(3);

    const id = await rows.insertDraft({
      personId: alice,
      year: 2026,
      idLang: 1,
      createdBy: alice,
      cadreEntretien: { function: 'Développeuse' },
      interviewDate: null,
    });
    await rows.insertSkillLines(id, [
      { idType: 4, idCriterion: behavioral.id, idSkill: null, label: '', noteConsultant: 4 },
      { idType: 2, idCriterion: null, idSkill: null, label: 'rédaction de spécifications' },
    ]);
    await rows.syncTechnicalLines(id, prefill.hardSkills.slice(0, 3));
    expect(await rows.reviewGoals(id, [{ idGoal: oldGoal!, achievement: 1, comment: 'Fait' }])).toBe(0);
    expect(await rows.reviewGoals(lastYear, [{ idGoal: oldGoal!, achievement: 1, comment: 'Fait' }])).toBe(1);
    await rows.insertLanguage(id, { name: 'Anglais', idLanguageLevel: 3 });
    await rows.upsertOtherAction(id, {
      actionType: 'Tutorat',
      motivationJustification: 'm',
      implementationSystems: 'i',
    });
    await rows.replaceTrainingReviews(id, [{ name: 'Kubernetes', date: '2026-03-02', evaluation: 2, comment: '' }]);

    const ea = (await createEvaluationRepository(t.db).load(id, alice))!;
    expect(ea).toMatchObject({ personId: alice, year: 2026, status: 1, rowVersion: 1 });
    expect(ea.cadreEntretien).toEqual({ function: 'Développeuse' });
    const content = await read.content(id, alice, 2026, 2);
    const behavioralLine = content.skills.find((s) => s.idType === 4)!;
    expect(behavioralLine).toMatchObject({ noteConsultant: 4, noteManager: null, lastYearNote: 3 });
    expect(behavioralLine.label).not.toBe('');
    expect(content.skills.find((s) => s.idType === 2)).toMatchObject({ lastYearNote: 2 });
    expect(content.skills.filter((s) => s.idType === 1).map((s) => s.idSkill)).toEqual(
      prefill.hardSkills.slice(0, 3).map((s) => s.idSkill),
    );
    expect(content.lastYearGoals).toEqual([
      expect.objectContaining({ id: oldGoal, text: 'Certification AWS', achievement: 1, comment: 'Fait' }),
    ]);
    expect(content.languages).toEqual([expect.objectContaining({ name: 'Anglais', idLanguageLevel: 3 })]);
    expect(content.otherActions).toHaveLength(1);
    expect(content.trainingReviews).toEqual([
      { id: expect.any(Number), name: 'Kubernetes', date: '2026-03-02', evaluation: 2, comment: '' },
    ]);
    expect(await read.years(alice)).toEqual([
      expect.objectContaining({ id, year: 2026 }),
      expect.objectContaining({ id: lastYear, year: 2025 }),
    ]);
  });

  it('touches only rows of the named evaluation', async () => {
    const mine = await rows.insertDraft({
      personId: marc,
      year: 2026,
      idLang: 1,
      createdBy: marc,
      cadreEntretien: {},
      interviewDate: null,
    });
    const other = (await read.idOf(alice, 2026))!;
    const [line] = await rows.insertSkillLines(other, [{ idType: 3, idCriterion: null, idSkill: null, label: 'x' }]);
    expect(await rows.updateSkillLines(mine, [{ id: line!, noteManager: 4 }])).toBe(0);
    expect(await rows.deleteSkillLine(mine, line!)).toBe(false);
    expect(await rows.upsertGoal(mine, { id: line!, text: 'x', measure: '', dueDate: null })).toBeUndefined();
    expect(await rows.updateSkillLines(other, [{ id: line!, noteManager: 4 }])).toBe(1);
    expect(await rows.deleteSkillLine(other, line!)).toBe(true);
  });

  it('keeps technical lines in step with the skills file', async () => {
    const id = (await read.idOf(alice, 2026))!;
    const { hardSkills } = await read.prefill(alice, 2026);
    expect(hardSkills.length).toBeGreaterThan(1);
    await rows.syncTechnicalLines(id, hardSkills.slice(1, 2));
    const technical = (await read.content(id, alice, 2026, 1)).skills.filter((s) => s.idType === 1);
    expect(technical.map((s) => s.idSkill)).toEqual([hardSkills[1]!.idSkill]);
  });
});
