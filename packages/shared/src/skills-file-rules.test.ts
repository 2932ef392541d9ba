import { describe, expect, it } from 'vitest';
import type { AccountSubject, FileRelation } from './roles';
import {
  canCreateDcFor,
  dcFilePermissions,
  experienceYears,
  findDuplicateOtherSkills,
  isDcDataOk,
  missingDcData,
  skillNameKey,
} from './skills-file-rules';

const account = (roleId: number, extra: Partial<AccountSubject> = {}): AccountSubject => ({
  roleId,
  idRoleInternal: null,
  boondProfile: null,
  ...extra,
});
const OWNER: FileRelation = { isOwner: true, managesOwner: false };
const MANAGER: FileRelation = { isOwner: false, managesOwner: true };
const STRANGER: FileRelation = { isOwner: false, managesOwner: false };

describe('missingDcData', () => {
  it('asks for an experience and a skill', () => {
    expect(missingDcData({ experiences: [], skills: [], otherSkills: [] })).toEqual(['experiences', 'skills']);
    expect(isDcDataOk({ experiences: [], skills: [], otherSkills: [] })).toBe(false);
  });
  it('counts other skills and ignores level 0', () => {
    expect(
      missingDcData({ experiences: [{ id: 1, position: 'Dev' }], skills: [{ level: 0 }], otherSkills: [] }),
    ).toEqual(['skills']);
    expect(
      missingDcData({ experiences: [{ id: 1, position: 'Dev' }], skills: [], otherSkills: [{ name: 'COBOL' }] }),
    ).toEqual([]);
    expect(isDcDataOk({ experiences: [{ id: 1, position: 'Dev' }], skills: [{ level: 2 }], otherSkills: [] })).toBe(
      true,
    );
  });
  it('lists empty required fields per row', () => {
    expect(
      missingDcData({
        experiences: [{ id: 4, position: ' ' }],
        skills: [{ level: 1 }],
        otherSkills: [],
        educations: [{ id: 5, degree: '' }],
        languages: [{ id: 6, languageCode: 'en', idLevel: 0 }],
        certifications: [{ id: 7, name: '' }],
        projects: [{ id: 8, name: '' }],
      }),
    ).toEqual([
      'experiences.4.position',
      'educations.5.degree',
      'languages.6.idLevel',
      'certifications.7.name',
      'projects.8.name',
    ]);
  });
});

describe('findDuplicateOtherSkills', () => {
  const java = { label: 'Java', nameFr: 'Java', nameEn: 'Java' };
  const sql = { label: 'SQL', nameFr: 'Langage SQL', nameEn: 'SQL language' };
  it('finds other skills equal to a catalogue skill of the file, case-insensitively, by any of its names', () => {
    expect(
      findDuplicateOtherSkills(
        [java, sql],
        [
          { idSkillType: 1, name: ' java ' },
          { idSkillType: 2, name: 'sql LANGUAGE' },
          { idSkillType: 1, name: 'Cobol' },
        ],
      ),
    ).toEqual(['java', 'sql LANGUAGE']);
  });
  it('finds repeated other skills within one type only, each once', () => {
    expect(
      findDuplicateOtherSkills(
        [],
        [
          { idSkillType: 1, name: 'Cobol' },
          { idSkillType: 1, name: 'COBOL' },
          { idSkillType: 1, name: 'cobol' },
          { idSkillType: 2, name: 'Cobol' },
        ],
      ),
    ).toEqual(['COBOL']);
  });
  it('normalises spaces', () => {
    expect(skillNameKey('  Spring   Boot ')).toBe('spring boot');
  });
});

describe('dcFilePermissions', () => {
  const DRAFT = 1;
  const SUBMITTED = 2;
  const VALIDATED = 3;
  const ARCHIVED = 4;
  it('owner consultant: edits and submits a draft, edits a submitted file, never validates, versions a validated one', () => {
    const a = account(1);
    expect(dcFilePermissions(a, OWNER, DRAFT)).toMatchObject({
      canRead: true,
      canEdit: true,
      canSubmit: true,
      canValidate: false,
    });
    expect(dcFilePermissions(a, OWNER, SUBMITTED)).toMatchObject({
      canEdit: true,
      canSubmit: false,
      canValidate: false,
      canResendToDraft: false,
    });
    expect(dcFilePermissions(a, OWNER, VALIDATED)).toMatchObject({
      canEdit: false,
      canCreateVersion: true,
      canResendBoond: false,
    });
    expect(dcFilePermissions(a, OWNER, ARCHIVED)).toMatchObject({
      canRead: true,
      canEdit: false,
      canCreateVersion: false,
    });
  });
  it('manager (3) of the owner: validates, sends back to draft, corrects a validated file, resends', () => {
    const a = account(3);
    expect(dcFilePermissions(a, MANAGER, SUBMITTED)).toMatchObject({
      canEdit: true,
      canValidate: true,
      canResendToDraft: true,
    });
    expect(dcFilePermissions(a, MANAGER, VALIDATED)).toMatchObject({
      canEdit: true,
      canResendBoond: true,
      canCreateVersion: true,
    });
    expect(dcFilePermissions(a, MANAGER, DRAFT)).toMatchObject({ canEdit: true, canSubmit: true, canValidate: false });
  });
  it('director (4) down the chain: reads and edits, may not validate', () => {
    const p = dcFilePermissions(account(4), MANAGER, SUBMITTED);
    expect(p).toMatchObject({ canRead: true, canEdit: true, canValidate: false, canResendToDraft: false });
    expect(dcFilePermissions(account(4), MANAGER, VALIDATED).canEdit).toBe(false);
    expect(dcFilePermissions(account(4, { idRoleInternal: 1 }), MANAGER, VALIDATED).canResendBoond).toBe(true);
  });
  it('"all" access (5, 6, 8) reads anyone and validates; 4 without the chain sees nothing', () => {
    for (const roleId of [5, 6, 8])
      expect(dcFilePermissions(account(roleId), STRANGER, SUBMITTED).canValidate).toBe(true);
    expect(dcFilePermissions(account(4), STRANGER, DRAFT).canRead).toBe(false);
  });
  it('colleague, DPO and candidate on others: nothing', () => {
    for (const roleId of [0, 1, 2, 3, 7]) {
      const p = dcFilePermissions(account(roleId), STRANGER, SUBMITTED);
      expect(Object.values(p).every((v) => v === false)).toBe(true);
    }
    expect(dcFilePermissions(account(7), OWNER, DRAFT).canRead).toBe(false);
  });
  it('a manager never validates their own file', () => {
    expect(dcFilePermissions(account(3), OWNER, SUBMITTED).canValidate).toBe(false);
  });
});

describe('canCreateDcFor', () => {
  it('for oneself with createDc (roles < 4 or 8)', () => {
    for (const roleId of [0, 1, 2, 3, 8])
      expect(canCreateDcFor(account(roleId), OWNER, { isCandidate: false })).toBe(true);
    for (const roleId of [4, 5, 6, 7])
      expect(canCreateDcFor(account(roleId), OWNER, { isCandidate: false })).toBe(false);
  });
  it('a recruiter for candidates only; a manager for the team', () => {
    expect(canCreateDcFor(account(8), STRANGER, { isCandidate: true })).toBe(true);
    expect(canCreateDcFor(account(8), STRANGER, { isCandidate: false })).toBe(false);
    expect(canCreateDcFor(account(3), MANAGER, { isCandidate: false })).toBe(true);
    expect(canCreateDcFor(account(3), STRANGER, { isCandidate: true })).toBe(false);
    expect(canCreateDcFor(account(4), MANAGER, { isCandidate: false })).toBe(false);
  });
});

describe('experienceYears', () => {
  const today = new Date(Date.UTC(2026, 0, 15));
  it('merges overlaps and runs open periods to today', () => {
    expect(
      experienceYears(
        [
          { startDate: '2020-01-01', endDate: '2021-12-31' },
          { startDate: '2021-06-01', endDate: '2022-12-31' },
          { startDate: '2024-01-01', endDate: null },
          { startDate: null, endDate: '2010-01-01' },
        ],
        today,
      ),
    ).toBe(5);
  });
  it('is 0 without experiences', () => {
    expect(experienceYears([], today)).toBe(0);
  });
});
