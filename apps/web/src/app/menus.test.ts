import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { userWith } from './test-user';
import { mayOpen, pageById, visibleMenuEntries } from './navigation';
import type { MenuId } from './pages';

const ids = (menu: MenuId, user: CurrentUser) => visibleMenuEntries(menu, user, 2025).map((e) => e.id);

describe('visibleMenuEntries', () => {
  it('offers a consultant the skills-file and evaluation menus only', () => {
    expect(ids('home', userWith(1))).toEqual(['skillsFileMenu', 'evaluationMenu']);
    expect(ids('skillsFile', userWith(1))).toEqual(['ownSkillsFile', 'createSkillsFile']);
    expect(visibleMenuEntries('evaluation', userWith(1), 2025)).toEqual([
      { id: 'ownEvaluation', to: '/page/ea/fiche/2025/42' },
    ]);
  });
  it('hides the evaluation menu from a subcontractor', () => {
    expect(ids('home', userWith(1, null, 'Sous Traitant'))).toEqual(['skillsFileMenu']);
  });
  it('gives a technical manager the employees list without the management menu', () => {
    expect(ids('home', userWith(2))).toEqual(['skillsFileMenu', 'evaluationMenu', 'employees']);
  });
  it('gives a manager the management screens but not skills or administration', () => {
    const entries = ids('management', userWith(3));
    expect(entries).toEqual(
      expect.arrayContaining([
        'employees',
        'candidates',
        'managers',
        'keyPeople',
        'trainings',
        'eepList',
        'eepManagerList',
        'evaluationMenu',
        'ownBmEvaluation',
      ]),
    );
    expect(entries).not.toContain('skillsSearch');
    expect(entries).not.toContain('administrationMenu');
    expect(entries).not.toContain('roleSettings');
  });
  it('lists the internal-role tools in the administration menu of a director administrator', () => {
    expect(ids('administration', userWith(4, 1))).toEqual([
      'skillsList',
      'otherSkillsList',
      'evaluationCriteria',
      'businessManagerSkills',
      'trainingCatalogue',
      'confidentialClients',
      'exportSkills',
      'exportCertifications',
      'cvImportLogs',
      'roleSettings',
      'exchanges',
      'boondMapping',
      'dataProtection',
    ]);
    expect(ids('management', userWith(4, 1))).not.toContain('roleSettings');
  });
  it('offers an internal administrator without the administration menu the tools directly', () => {
    expect(ids('home', userWith(1, 1))).toEqual([
      'skillsFileMenu',
      'evaluationMenu',
      'exportCertifications',
      'cvImportLogs',
      'roleSettings',
      'exchanges',
      'boondMapping',
      'dataProtection',
    ]);
    expect(ids('home', userWith(1, 2))).toEqual([
      'skillsFileMenu',
      'evaluationMenu',
      'exportCertifications',
      'cvImportLogs',
      'exchanges',
      'boondMapping',
    ]);
  });
  it('offers the DPO their data protection screen only', () => {
    expect(ids('home', userWith(7))).toEqual(['dataProtection']);
    // (The DPO opens no management menu: its cards are never shown to them.)
    expect(userWith(7).pagePermissions.menuManagement).toBe(false);
    expect(mayOpen(userWith(7), pageById('dataProtection')!)).toBe(true);
    expect(mayOpen(userWith(6, 2), pageById('dataProtection')!)).toBe(false);
  });
});

describe('the candidate onboarding host', () => {
  it('serves the candidate screens only: the menus offer nothing else, whatever the permissions', () => {
    expect(visibleMenuEntries('home', userWith(0), 2025, true).map((e) => e.id)).toEqual(['skillsFileMenu']);
    expect(visibleMenuEntries('home', userWith(1, 1), 2025, true).map((e) => e.id)).toEqual(['skillsFileMenu']);
    expect(visibleMenuEntries('management', userWith(3), 2025, true).map((e) => e.id)).toEqual([
      'ownSkillsFile',
      'createSkillsFile',
    ]);
    expect(mayOpen(userWith(0), pageById('skillsFile')!, true)).toBe(true);
    // A candidate imports their CV there (issue 21); the import logs are an administrator's, not the host's.
    expect(mayOpen(userWith(0), pageById('cvImport')!, true)).toBe(true);
    expect(mayOpen(userWith(1, 1), pageById('cvImportLogs')!, true)).toBe(false);
    expect(mayOpen(userWith(1, 1), pageById('cvImportLogs')!, false)).toBe(true);
    expect(mayOpen(userWith(0), pageById('mailbox')!, true)).toBe(false);
    expect(mayOpen(userWith(0), pageById('mailbox')!, false)).toBe(true);
  });
});
