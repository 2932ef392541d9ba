import { describe, expect, it } from 'vitest';
import {
  eepLanguageRowProblems,
  evaluationPermissions,
  isEepLanguageSetComplete,
  isEvaluationContextValid,
  missingEvaluationData,
  missingFieldName,
  missingSections,
  sectionOfMissing,
  skillsSummary,
  type EvaluationCheckInput,
} from './evaluation-rules';

const complete: EvaluationCheckInput = {
  isDCUpToDate: true,
  mobility: 'Lyon',
  dateEntretienN: '2026-11-20',
  evaluationPerformance: 2,
  skills: [
    { id: 1, idType: 1, noteConsultant: 3, noteManager: 2 },
    { id: 2, idType: 4, noteConsultant: 4, noteManager: 4 },
  ],
  trainings: [{ id: 7, evaluation: 1 }],
  goals: [{ id: 3 }],
  languages: [{ name: 'Anglais', idLanguageLevel: 3 }],
};

describe('missing evaluation data', () => {
  it('finds nothing missing in a complete evaluation, on either side', () => {
    expect(missingEvaluationData(complete, 'consultant')).toEqual([]);
    expect(missingEvaluationData(complete, 'manager')).toEqual([]);
  });

  it('asks the employee for the up-to-date box, every consultant rating, mobility and the training evaluations', () => {
    const ea = {
      ...complete,
      isDCUpToDate: false,
      mobility: '  ',
      skills: [
        { id: 1, idType: 1 as const, noteConsultant: 0, noteManager: null },
        { id: 2, idType: 2 as const, noteConsultant: null, noteManager: 3 },
        { id: 3, idType: 3 as const, noteConsultant: 2, noteManager: null },
      ],
      trainings: [{ id: 7, evaluation: null }],
      goals: [],
      dateEntretienN: null,
      languages: [],
    };
    expect(missingEvaluationData(ea, 'consultant')).toEqual([
      'isDCUpToDate',
      'skills.1.noteConsultant',
      'skills.2.noteConsultant',
      'mobility',
      'languages',
      'trainings.7.evaluation',
    ]);
    // A language without its level counts as incomplete too; the manager's side does not write languages.
    const noLevel = { ...complete, languages: [{ name: 'Anglais', idLanguageLevel: 0 }] };
    expect(missingEvaluationData(noLevel, 'consultant')).toEqual(['languages']);
    expect(missingEvaluationData({ ...complete, languages: [] }, 'manager')).toEqual([]);
  });

  it('names each missing field in both languages, with the line or training it points to', () => {
    const names = { lineLabel: (id: number) => (id === 1 ? 'Java' : undefined), trainingName: () => 'Kubernetes' };
    expect(missingFieldName('skills.1.noteConsultant', 1, names)).toBe('Java : note du collaborateur');
    expect(missingFieldName('skills.1.noteManager', 2, names)).toBe('Java: manager’s rating');
    expect(missingFieldName('trainings.7.evaluation', 2, names)).toBe('Kubernetes: training evaluation');
    expect(missingFieldName('languages', 1, names)).toBe('Au moins une langue, chacune avec son niveau');
    expect(missingFieldName('mobility', 2, names)).toBe('Mobility');
    expect(sectionOfMissing('languages')).toBe('languages');
  });

  it('asks the manager for the interview date, the year-N evaluation, every manager rating, the trainings and one objective', () => {
    const ea = {
      ...complete,
      isDCUpToDate: null,
      mobility: null,
      dateEntretienN: null,
      evaluationPerformance: null,
      skills: [{ id: 5, idType: 5 as const, noteConsultant: 3, noteManager: 0 }],
      trainings: [{ id: 8, evaluation: 0 }],
      goals: [],
    };
    const missing = missingEvaluationData(ea, 'manager');
    expect(missing).toEqual([
      'dateEntretienN',
      'evaluationPerformance',
      'skills.5.noteManager',
      'goals',
      'trainings.8.evaluation',
    ]);
    expect(missingSections(missing)).toEqual(['identity', 'annualReview', 'skills', 'objectives', 'trainings']);
  });
});

describe('shared context and languages', () => {
  it('holds an employee to mobility and the up-to-date box, other roles not', () => {
    expect(isEvaluationContextValid(1, { mobility: 'Paris', isDCUpToDate: true })).toBe(true);
    expect(isEvaluationContextValid(1, { mobility: '', isDCUpToDate: true })).toBe(false);
    expect(isEvaluationContextValid(1, { mobility: 'Paris', isDCUpToDate: false })).toBe(false);
    expect(isEvaluationContextValid(3, { mobility: null, isDCUpToDate: null })).toBe(true);
  });

  it('checks each language row and the set', () => {
    expect(eepLanguageRowProblems({ name: 'Anglais', idLanguageLevel: 3 })).toEqual([]);
    expect(eepLanguageRowProblems({ name: ' ', idLanguageLevel: 0 })).toEqual(['name', 'level']);
    expect(eepLanguageRowProblems({ name: 'x'.repeat(129), idLanguageLevel: 2 })).toEqual(['nameTooLong']);
    expect(eepLanguageRowProblems({ name: 'x'.repeat(128), idLanguageLevel: null })).toEqual(['level']);
    expect(isEepLanguageSetComplete([])).toBe(false);
    expect(isEepLanguageSetComplete([{ name: 'Anglais', idLanguageLevel: 3 }])).toBe(true);
    expect(
      isEepLanguageSetComplete([
        { name: 'Anglais', idLanguageLevel: 3 },
        { name: 'Espagnol', idLanguageLevel: 0 },
      ]),
    ).toBe(false);
  });
});

describe('skills summary', () => {
  it('averages rated lines per type, leaving 0 and empty out, beside last year', () => {
    const rows = skillsSummary([
      { id: 1, idType: 1, noteConsultant: 3, noteManager: 2, lastYearNote: 1 },
      { id: 2, idType: 1, noteConsultant: 4, noteManager: 0, lastYearNote: null },
      { id: 3, idType: 1, noteConsultant: 2, noteManager: 3, lastYearNote: 2 },
      { id: 4, idType: 4, noteConsultant: null, noteManager: 4 },
    ]);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({ idType: 1, consultant: 3, manager: 2.5, lastYear: 1.5 });
    expect(rows[3]).toEqual({ idType: 4, consultant: null, manager: 4, lastYear: null });
    expect(rows[1]).toEqual({ idType: 2, consultant: null, manager: null, lastYear: null });
  });
});

describe('evaluation permissions (roles.md)', () => {
  const account = (roleId: number, boondProfile: string | null = null, idRoleInternal: number | null = null) => ({
    roleId,
    boondProfile,
    idRoleInternal,
  });
  const own = { isOwner: true, managesOwner: false, ownerEvaluable: true };
  const managed = { isOwner: false, managesOwner: true, ownerEvaluable: true };
  const stranger = { isOwner: false, managesOwner: false, ownerEvaluable: true };
  const [DRAFT, SUBMITTED, VALIDATED] = [1, 2, 3];

  it.each([
    // role, facts, status, read, side, editConsultant, editManager, seesManager, submit, validate, toDraft, resend
    [1, own, DRAFT, true, 'consultant', true, false, false, true, false, false, false],
    [1, own, SUBMITTED, true, 'consultant', false, false, false, false, false, false, false],
    [1, own, VALIDATED, true, 'consultant', false, false, true, false, false, false, false],
    [3, managed, DRAFT, true, 'manager', false, true, true, false, false, false, false],
    [3, managed, SUBMITTED, true, 'manager', false, true, true, false, true, true, false],
    [3, managed, VALIDATED, true, 'manager', false, false, true, false, false, false, true],
    [2, managed, SUBMITTED, true, 'manager', false, true, true, false, true, true, false],
    [3, stranger, SUBMITTED, false, null, false, false, false, false, false, false, false],
    // "All" access writes the manager side and sends back, but only the chain signs (validation signs).
    [5, stranger, SUBMITTED, true, 'manager', false, true, true, false, false, true, false],
    [6, stranger, SUBMITTED, true, 'manager', false, true, true, false, false, true, false],
    [5, managed, SUBMITTED, true, 'manager', false, true, true, false, true, true, false],
    [6, stranger, VALIDATED, true, 'manager', true, true, true, false, false, false, true],
    [4, stranger, VALIDATED, false, null, false, false, false, false, false, false, false],
    [7, stranger, VALIDATED, false, null, false, false, false, false, false, false, false],
    [8, stranger, SUBMITTED, false, null, false, false, false, false, false, false, false],
  ] as const)(
    'role %i %o in status %i',
    (role, facts, status, read, side, editC, editM, sees, submit, validate, toDraft, resend) => {
      const p = evaluationPermissions(account(role), facts, status);
      expect([
        p.canRead,
        p.side,
        p.canEditConsultantSide,
        p.canEditManagerSide,
        p.seesManagerSide,
        p.canSubmit,
        p.canValidate,
        p.canResendToDraft,
        p.canResendBoond,
      ]).toEqual([read, side, editC, editM, sees, submit, validate, toDraft, resend]);
      expect(p.canExport).toBe(read);
    },
  );

  it.each([
    // who, facts, may sign a validated evaluation no signature covers (after HR's correction)
    ['the manager in the chain', 3, { ...managed, signed: false }, true],
    ['a director above in the chain', 5, { ...managed, signed: false }, true],
    ['HR who corrected it, even in the chain', 6, { ...managed, signed: false, correctedByViewer: true }, false],
    ['HR who corrected it', 6, { ...stranger, signed: false, correctedByViewer: true }, false],
    ['HR who did not correct it, outside the chain', 6, { ...stranger, signed: false }, false],
    ['a BU director with "all" access, outside the chain', 5, { ...stranger, signed: false }, false],
    ['the owner', 1, { ...own, signed: false }, false],
    ['the manager, once signed', 3, { ...managed, signed: true }, false],
  ] as const)('signing again: %s (role %i) → %s', (_who, role, facts, expected) => {
    expect(evaluationPermissions(account(role), facts, VALIDATED).canSign).toBe(expected);
    // Validation signs: the same people validate a submitted evaluation.
    const submitted = evaluationPermissions(account(role), facts, SUBMITTED).canValidate;
    if (!facts.isOwner) expect(submitted).toBe(expected || facts.signed);
  });

  it('refuses subcontractors, candidates-as-owners and lets administrators resend', () => {
    expect(evaluationPermissions(account(1, 'Sous Traitant'), own, DRAFT).canRead).toBe(false);
    expect(evaluationPermissions(account(3), { ...managed, ownerEvaluable: false }, DRAFT).canRead).toBe(false);
    const admin = evaluationPermissions(account(5, null, 1), stranger, VALIDATED);
    expect(admin.canResendBoond).toBe(true);
    expect(evaluationPermissions(account(1), own, VALIDATED).isHrCorrection).toBe(false);
    expect(evaluationPermissions(account(6), stranger, VALIDATED).isHrCorrection).toBe(true);
  });
});
