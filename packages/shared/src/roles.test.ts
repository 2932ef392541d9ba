/**
 * Table-driven tests of ../shared/design/roles.md: every page permission and action, for every role id,
 * with and without subcontractor profile and internal roles.
 */
import { describe, expect, it } from 'vitest';
import {
  can,
  canOpenFileOf,
  computePagePermissions,
  landingPathFor,
  managerAuthorisations,
  PAGE_PERMISSIONS,
  type AccountSubject,
  type Action,
  type PagePermission,
} from './roles';

const ALL_ROLES = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const account = (roleId: number, extra: Partial<AccountSubject> = {}): AccountSubject => ({
  roleId,
  idRoleInternal: null,
  boondProfile: null,
  ...extra,
});

/** roles.md "Page permissions": the role ids that get each permission (not subcontractor, no internal role). */
const PAGE_TABLE: Record<PagePermission, number[]> = {
  menuDc: [0, 1, 2],
  createDc: [0, 1, 2, 3, 8],
  ficheDc: [0, 1, 2, 3, 4, 5, 6, 8],
  menuEa: [1, 2, 3],
  ficheEa: [1, 2, 3, 4, 5, 6],
  ficheEepBm: [3, 4, 5, 6],
  ownEepBm: [3, 4, 5],
  menuManagement: [3, 4, 5, 6, 8],
  managementCollaborators: [2, 3, 4, 5, 6, 8],
  managementCandidats: [3, 8],
  managementSkills: [4, 5, 6],
  managementAdministration: [4, 5, 6],
  manageManager: [3, 4, 5, 6],
  keyPeople: [3, 4, 5, 6],
  trainings: [3, 4, 5, 6],
  exportCertifications: [],
  logsCv2Dc: [],
  droitDAcces: [],
  exchanges: [],
  dataProtection: [7],
};

/** Permissions a subcontractor loses: the evaluation screens. */
const SUBCONTRACTOR_LOSES: PagePermission[] = ['menuEa', 'ficheEa', 'ficheEepBm', 'ownEepBm'];

const ACTION_TABLE: Record<Action, number[]> = {
  'dc:update': [0, 1, 2, 3, 4, 5, 6, 8],
  'dc:submit': [0, 1, 2, 3, 4, 5, 6, 8],
  'dc:updateSubmitted': [0, 1, 2, 3, 4, 5, 6, 8],
  'dc:updateValidated': [2, 3, 5, 6, 8],
  'dc:validate': [2, 3, 5, 6, 8],
  'people:seeAll': [5, 6, 8],
  'ea:update': [1, 2, 3, 4, 5, 6, 8],
  'ea:updateValidated': [6],
};

describe('page permissions (roles.md)', () => {
  it('covers every permission named by the specification (and our own exchanges page)', () => {
    expect(new Set(PAGE_PERMISSIONS)).toEqual(new Set(Object.keys(PAGE_TABLE)));
  });

  for (const permission of PAGE_PERMISSIONS) {
    for (const roleId of ALL_ROLES) {
      const expected = PAGE_TABLE[permission].includes(roleId);
      it(`${permission} is ${expected ? 'granted' : 'refused'} to role ${roleId}`, () => {
        expect(computePagePermissions(account(roleId))[permission]).toBe(expected);
      });
      const subcontracted = expected && !SUBCONTRACTOR_LOSES.includes(permission);
      it(`${permission} is ${subcontracted ? 'granted' : 'refused'} to a subcontractor with role ${roleId}`, () => {
        expect(computePagePermissions(account(roleId, { boondProfile: 'Sous Traitant' }))[permission]).toBe(
          subcontracted,
        );
      });
    }
  }

  it.each([
    [1, { exportCertifications: true, logsCv2Dc: true, droitDAcces: true, exchanges: true, dataProtection: true }],
    [2, { exportCertifications: true, logsCv2Dc: true, droitDAcces: false, exchanges: true, dataProtection: false }],
    [
      null,
      { exportCertifications: false, logsCv2Dc: false, droitDAcces: false, exchanges: false, dataProtection: false },
    ],
  ] as const)('internal role %s gives the internal-role pages %o whatever the role id', (idRoleInternal, expected) => {
    for (const roleId of ALL_ROLES) {
      const p = computePagePermissions(account(roleId, { idRoleInternal }));
      const { exportCertifications, logsCv2Dc, droitDAcces, exchanges, dataProtection } = p;
      // The DPO (role 7) has the data protection screen whatever the internal role.
      expect({ exportCertifications, logsCv2Dc, droitDAcces, exchanges, dataProtection }).toEqual({
        ...expected,
        dataProtection: expected.dataProtection || roleId === 7,
      });
    }
  });
});

describe('actions (roles.md)', () => {
  for (const [action, roles] of Object.entries(ACTION_TABLE) as [Action, number[]][]) {
    for (const roleId of ALL_ROLES) {
      const expected = roles.includes(roleId);
      it(`${action} is ${expected ? 'allowed' : 'refused'} for role ${roleId}`, () => {
        expect(can(account(roleId), action)).toBe(expected);
      });
    }
  }
});

describe('landing after sign-in', () => {
  it.each(ALL_ROLES)('role %i lands on the management menu above 2 (the DPO on their screen), else home', (roleId) => {
    expect(landingPathFor(roleId)).toBe(
      roleId === 7 ? '/management/dataProtection' : roleId > 2 ? '/page/management' : '/page/accueil',
    );
  });
});

describe('whose files a person may open', () => {
  const own = { isOwner: true, managesOwner: false };
  const team = { isOwner: false, managesOwner: true };
  const stranger = { isOwner: false, managesOwner: false };
  it.each(ALL_ROLES)('role %i always opens their own file', (roleId) => {
    expect(canOpenFileOf(account(roleId), own)).toBe(true);
  });
  it.each(ALL_ROLES)('role %i opens a team member’s file unless candidate or DPO', (roleId) => {
    expect(canOpenFileOf(account(roleId), team)).toBe(roleId !== 0 && roleId !== 7);
  });
  it.each(ALL_ROLES)('role %i opens a stranger’s file only with "all" access', (roleId) => {
    expect(canOpenFileOf(account(roleId), stranger)).toBe([5, 6, 8].includes(roleId));
  });
});

describe('hasManagerPermission', () => {
  const team = { isOwner: false, managesOwner: true };
  const stranger = { isOwner: false, managesOwner: false };
  const own = { isOwner: true, managesOwner: false };

  it.each(ALL_ROLES)(
    'role %i: managerAutorisation on a team member’s skills file iff the role may validate',
    (roleId) => {
      expect(managerAuthorisations(account(roleId), team).managerAutorisation).toBe([2, 3, 5, 6, 8].includes(roleId));
    },
  );
  it.each(ALL_ROLES)(
    'role %i: managerAutorisation on a stranger’s file needs "all" access and the validate right',
    (roleId) => {
      expect(managerAuthorisations(account(roleId), stranger).managerAutorisation).toBe([5, 6, 8].includes(roleId));
    },
  );
  it.each(ALL_ROLES)('role %i: never managerAutorisation on their own file', (roleId) => {
    expect(managerAuthorisations(account(roleId), own)).toEqual({
      managerAutorisation: false,
      resendBoondAutorisation: false,
    });
  });
  it.each([1, 2] as const)(
    'internal role %i may resend to the external system without manager rights',
    (idRoleInternal) => {
      expect(managerAuthorisations(account(4, { idRoleInternal }), stranger)).toEqual({
        managerAutorisation: false,
        resendBoondAutorisation: true,
      });
      expect(managerAuthorisations(account(1, { idRoleInternal }), own).resendBoondAutorisation).toBe(true);
    },
  );
  it('for an evaluation, a manager of any role that may update evaluations has managerAutorisation', () => {
    expect(managerAuthorisations(account(4), team, 'EA').managerAutorisation).toBe(true);
    expect(managerAuthorisations(account(4), team, 'DC').managerAutorisation).toBe(false);
    expect(managerAuthorisations(account(7), team, 'EA').managerAutorisation).toBe(false);
  });
});
