import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { userWith } from './test-user';
import enCommon from '../locales/en/common.json';
import frCommon from '../locales/fr/common.json';
import enMenus from '../locales/en/menus.json';
import frMenus from '../locales/fr/menus.json';
import { paths } from '../lib/paths';
import { crumbsFor, landingPath, pageAt, pageById } from './navigation';
import { PAGES } from './pages';

const page = (id: string) => pageById(id)!;
const trail = (user: CurrentUser, id: string, pathname: string, openedFrom?: string) =>
  crumbsFor(user, page(id), pathname, openedFrom ? { openedFrom } : null).map((c) => `${c.key} ${c.to}`);

describe('the page registry', () => {
  it('names each page and path once, with known parents and a title in both languages', () => {
    expect(new Set(PAGES.map((p) => p.id)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
    for (const p of PAGES) {
      for (const other of [p.parent, ...(p.via ?? [])])
        if (other) expect(pageById(other), `${p.id} → ${other}`).toBeDefined();
      const key = p.title ?? p.id;
      expect(frCommon.breadcrumb.items, p.id).toHaveProperty(key);
      expect(enCommon.breadcrumb.items, p.id).toHaveProperty(key);
      for (const placement of p.menus ?? []) {
        const entry = placement.entry ?? p.id;
        expect(frMenus.entries, entry).toHaveProperty(entry);
        expect(enMenus.entries, entry).toHaveProperty(entry);
      }
    }
  });
  it('finds the page of a concrete path', () => {
    expect(pageAt('/page/dc/fiche/12/2')?.id).toBe('skillsFile');
    expect(pageAt('/management/collaborateur')?.id).toBe('employees');
    expect(pageAt('/nowhere')).toBeUndefined();
  });
});

describe('landingPath', () => {
  it('sends management roles to the management menu and everyone else home', () => {
    expect(landingPath(userWith(3))).toBe(paths.page.management);
    expect(landingPath(userWith(4, 1))).toBe(paths.page.management);
    expect(landingPath(userWith(0))).toBe(paths.page.home);
    expect(landingPath(userWith(1))).toBe(paths.page.home);
    expect(landingPath(userWith(2))).toBe(paths.page.home);
  });
  it('lands the DPO (role 7, no management menu) on the data protection screen; an administrator keeps theirs', () => {
    const dpo = userWith(7);
    expect(dpo.pagePermissions.menuManagement).toBe(false);
    expect(landingPath(dpo)).toBe(paths.management.dataProtection);
    expect(landingPath(userWith(7, 1))).toBe(paths.management.dataProtection);
    expect(landingPath(userWith(4, 1))).toBe(paths.page.management);
    expect(landingPath(userWith(1, 1))).toBe(paths.page.home);
    // The DPO's breadcrumb starts on their screen; an administrator's goes through the administration menu.
    expect(crumbsFor(dpo, page('dataProtection'), paths.management.dataProtection).map((c) => c.key)).toEqual([
      'dataProtection',
    ]);
    expect(
      crumbsFor(userWith(4, 1), page('dataProtection'), paths.management.dataProtection).map((c) => c.key),
    ).toEqual(['management', 'administration', 'dataProtection']);
  });
  it('lands every role on a page its permissions open', () => {
    for (const roleId of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const internal of [null, 1, 2]) {
        const user = userWith(roleId, internal);
        const landing = pageAt(landingPath(user))!;
        expect(
          landing.permission === undefined || user.pagePermissions[landing.permission],
          `${roleId}/${internal}`,
        ).toBe(true);
      }
    }
  });
});

describe('crumbsFor', () => {
  it('leads from the landing hub through the levels the user may open', () => {
    expect(trail(userWith(1), 'skillsFile', '/page/dc/fiche/42/1')).toEqual([
      'home /page/accueil',
      'skillsFileMenu /page/dc/menu',
      'skillsFile /page/dc/fiche/42/1',
    ]);
    expect(trail(userWith(3), 'skillsFile', '/page/dc/fiche/7/1')).toEqual([
      'management /page/management',
      'skillsFile /page/dc/fiche/7/1',
    ]);
    expect(trail(userWith(4), 'skillsList', '/management/listSkills')).toEqual([
      'management /page/management',
      'administration /management/administration',
      'skillsList /management/listSkills',
    ]);
    expect(trail(userWith(3), 'home', '/page/accueil')).toEqual(['home /page/accueil']);
  });
  it('goes through My team when the file was opened from it', () => {
    expect(trail(userWith(3), 'skillsFile', '/page/dc/fiche/7/1', '/management/collaborateur?page=2')).toEqual([
      'management /page/management',
      'employees /management/collaborateur?page=2',
      'skillsFile /page/dc/fiche/7/1',
    ]);
    expect(trail(userWith(2), 'skillsFile', '/page/dc/fiche/7/1', '/management/collaborateur')).toEqual([
      'home /page/accueil',
      'employees /management/collaborateur',
      'skillsFile /page/dc/fiche/7/1',
    ]);
    expect(trail(userWith(3), 'createSkillsFileFor', '/page/dc/create/7/2', '/management/collaborateur')).toEqual([
      'management /page/management',
      'employees /management/collaborateur',
      'createSkillsFile /page/dc/create/7/2',
    ]);
  });
  it('ignores a navigation state naming a page the file is not opened from', () => {
    expect(trail(userWith(3), 'skillsFile', '/page/dc/fiche/7/1', '/management/manager')).toEqual([
      'management /page/management',
      'skillsFile /page/dc/fiche/7/1',
    ]);
  });

  it('goes back through the key-people record a file was opened from, then its list', () => {
    expect(trail(userWith(3), 'skillsFile', '/page/dc/fiche/7/1', '/management/key-people/7')).toEqual([
      'management /page/management',
      'keyPeopleList /management/listeKP',
      'keyPeople /management/key-people/7',
      'skillsFile /page/dc/fiche/7/1',
    ]);
  });
});
