/**
 * What each navigation hub offers, entry by entry, with the page permission that guards the target route
 * (roles.md's route table). A hub shows only the entries the account may open.
 */
import { generatePath } from 'react-router';
import type { PagePermission, PagePermissions } from '@my-skills/shared/roles';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { paths } from '../../lib/paths';

export type MenuId = 'home' | 'skillsFile' | 'evaluation' | 'management' | 'administration';

export interface MenuEntryDefinition {
  id: string;
  /** Shown when the account has this page permission… */
  permission: PagePermission;
  /** …and, if given, when this extra condition holds too. */
  when?: (permissions: PagePermissions) => boolean;
  to: (user: CurrentUser, year: number) => string;
}

const fixed = (path: string) => () => path;
const ownSkillsFile = (user: CurrentUser) =>
  generatePath(paths.page.dcFile, { id: String(user.id), idLang: String(user.idLang) });
const ownEvaluation = (user: CurrentUser, year: number) =>
  generatePath(paths.page.eaFile, { year: String(year), id: String(user.id) });
const ownBmEvaluation = (user: CurrentUser, year: number) =>
  generatePath(paths.page.eepBmFile, { year: String(year), id: String(user.id) });
const withoutAdministrationMenu = (p: PagePermissions) => !p.managementAdministration;

/** Internal-role tools: reached through the administration menu, or directly when the role has no such menu. */
const internalTools: MenuEntryDefinition[] = [
  {
    id: 'exportCertifications',
    permission: 'exportCertifications',
    when: withoutAdministrationMenu,
    to: fixed(paths.management.exportCertifications),
  },
  {
    id: 'cvImportLogs',
    permission: 'logsCv2Dc',
    when: withoutAdministrationMenu,
    to: fixed(paths.management.cvImportLogs),
  },
  {
    id: 'roleSettings',
    permission: 'droitDAcces',
    when: withoutAdministrationMenu,
    to: fixed(paths.management.roleSettings),
  },
  {
    id: 'exchanges',
    permission: 'exchanges',
    when: withoutAdministrationMenu,
    to: fixed(paths.management.exchanges),
  },
];

export const MENUS: Record<MenuId, MenuEntryDefinition[]> = {
  home: [
    { id: 'skillsFileMenu', permission: 'menuDc', to: fixed(paths.page.dcMenu) },
    { id: 'evaluationMenu', permission: 'menuEa', to: fixed(paths.page.eaMenu) },
    { id: 'managementMenu', permission: 'menuManagement', to: fixed(paths.page.management) },
    {
      id: 'employees',
      permission: 'managementCollaborators',
      when: (p) => !p.menuManagement,
      to: fixed(paths.management.employees),
    },
    { id: 'administrationMenu', permission: 'managementAdministration', to: fixed(paths.management.administration) },
    ...internalTools,
  ],
  skillsFile: [
    { id: 'ownSkillsFile', permission: 'ficheDc', to: ownSkillsFile },
    { id: 'createSkillsFile', permission: 'createDc', to: fixed(paths.page.dcCreate) },
    { id: 'teamSkillsFiles', permission: 'managementCollaborators', to: fixed(paths.management.employees) },
  ],
  evaluation: [
    { id: 'ownEvaluation', permission: 'ficheEa', to: ownEvaluation },
    { id: 'teamEvaluations', permission: 'managementCollaborators', to: fixed(paths.management.employees) },
  ],
  management: [
    { id: 'skillsSearch', permission: 'managementSkills', to: fixed(paths.management.skills) },
    { id: 'employees', permission: 'managementCollaborators', to: fixed(paths.management.employees) },
    { id: 'candidates', permission: 'managementCandidats', to: fixed(paths.management.candidates) },
    { id: 'managers', permission: 'manageManager', to: fixed(paths.management.managers) },
    { id: 'keyPeople', permission: 'menuManagement', to: fixed(paths.management.keyPeopleList) },
    { id: 'trainings', permission: 'menuManagement', to: fixed(paths.management.trainings) },
    { id: 'eepList', permission: 'menuManagement', to: fixed(paths.management.eepList) },
    { id: 'eepManagerList', permission: 'manageManager', to: fixed(paths.management.eepManagerList) },
    { id: 'evaluationMenu', permission: 'menuEa', to: fixed(paths.page.eaMenu) },
    { id: 'ownEvaluation', permission: 'ficheEa', when: (p) => !p.menuEa, to: ownEvaluation },
    { id: 'ownBmEvaluation', permission: 'ficheEepBm', to: ownBmEvaluation },
    { id: 'ownSkillsFile', permission: 'ficheDc', when: (p) => !p.menuDc, to: ownSkillsFile },
    { id: 'createSkillsFile', permission: 'createDc', when: (p) => !p.menuDc, to: fixed(paths.page.dcCreate) },
    { id: 'administrationMenu', permission: 'managementAdministration', to: fixed(paths.management.administration) },
    ...internalTools,
  ],
  administration: [
    { id: 'skillsList', permission: 'managementSkills', to: fixed(paths.management.skillsList) },
    { id: 'otherSkillsList', permission: 'managementSkills', to: fixed(paths.management.otherSkillsList) },
    { id: 'exportSkills', permission: 'managementSkills', to: fixed(paths.management.exportSkills) },
    {
      id: 'exportCertifications',
      permission: 'exportCertifications',
      to: fixed(paths.management.exportCertifications),
    },
    { id: 'cvImportLogs', permission: 'logsCv2Dc', to: fixed(paths.management.cvImportLogs) },
    { id: 'roleSettings', permission: 'droitDAcces', to: fixed(paths.management.roleSettings) },
    { id: 'exchanges', permission: 'exchanges', to: fixed(paths.management.exchanges) },
  ],
};

/** The entries of a hub the user may open, with their concrete paths. */
export function visibleMenuEntries(menu: MenuId, user: CurrentUser, year = new Date().getFullYear()) {
  const permissions = user.pagePermissions;
  return MENUS[menu]
    .filter((entry) => permissions[entry.permission] && (entry.when ? entry.when(permissions) : true))
    .map((entry) => ({ id: entry.id, to: entry.to(user, year) }));
}
