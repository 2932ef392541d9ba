/**
 * What the signed-in layout needs to know about each route: its breadcrumb trail and, on skills-file and
 * evaluation pages, the header title. Attached to the routes as `handle`.
 */
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { paths } from '../lib/paths';

export type CrumbKey =
  | 'home'
  | 'management'
  | 'administration'
  | 'skillsFileMenu'
  | 'evaluationMenu'
  | 'createSkillsFile'
  | 'skillsFile'
  | 'evaluation'
  | 'bmEvaluation'
  | 'document'
  | 'skillsSearch'
  | 'keyPeopleList'
  | 'keyPeople'
  | 'skillsList'
  | 'otherSkillsList'
  | 'employees'
  | 'managers'
  | 'candidates'
  | 'trainings'
  | 'eepList'
  | 'eepManagerList'
  | 'exportCertifications'
  | 'exportSkills'
  | 'cvImportLogs'
  | 'roleSettings'
  | 'exchanges'
  | 'mailbox';

export interface CrumbDefinition {
  key: CrumbKey;
  to: string;
}

export interface RouteHandle {
  crumbs: (user: CurrentUser, pathname: string) => CrumbDefinition[];
  headerTitle?: 'skillsFile' | 'evaluation';
}

/** The first level: the management menu for management roles, else the home menu. */
const root = (user: CurrentUser): CrumbDefinition =>
  user.pagePermissions.menuManagement
    ? { key: 'management', to: paths.page.management }
    : { key: 'home', to: paths.page.home };

const here = (key: CrumbKey) => (user: CurrentUser, pathname: string) => [root(user), { key, to: pathname }];
const under =
  (parent: CrumbDefinition, show: (user: CurrentUser) => boolean, key: CrumbKey) =>
  (user: CurrentUser, pathname: string) => [root(user), ...(show(user) ? [parent] : []), { key, to: pathname }];

const dcMenu: CrumbDefinition = { key: 'skillsFileMenu', to: paths.page.dcMenu };
const eaMenu: CrumbDefinition = { key: 'evaluationMenu', to: paths.page.eaMenu };
const administration: CrumbDefinition = { key: 'administration', to: paths.management.administration };
const hasDcMenu = (u: CurrentUser) => u.pagePermissions.menuDc;
const hasEaMenu = (u: CurrentUser) => u.pagePermissions.menuEa;
const hasAdministration = (u: CurrentUser) => u.pagePermissions.managementAdministration;

export const handles = {
  home: { crumbs: () => [{ key: 'home', to: paths.page.home }] },
  management: { crumbs: () => [{ key: 'management', to: paths.page.management }] },
  administration: { crumbs: here('administration') },
  dcMenu: { crumbs: here('skillsFileMenu'), headerTitle: 'skillsFile' },
  dcCreate: { crumbs: under(dcMenu, hasDcMenu, 'createSkillsFile'), headerTitle: 'skillsFile' },
  dcFile: { crumbs: under(dcMenu, hasDcMenu, 'skillsFile'), headerTitle: 'skillsFile' },
  eaMenu: { crumbs: here('evaluationMenu'), headerTitle: 'evaluation' },
  eaFile: { crumbs: under(eaMenu, hasEaMenu, 'evaluation'), headerTitle: 'evaluation' },
  eepBmFile: { crumbs: here('bmEvaluation'), headerTitle: 'evaluation' },
  document: { crumbs: here('document') },
  skillsSearch: { crumbs: here('skillsSearch') },
  keyPeopleList: { crumbs: here('keyPeopleList') },
  keyPeople: {
    crumbs: (user: CurrentUser, pathname: string) => [
      root(user),
      { key: 'keyPeopleList', to: paths.management.keyPeopleList },
      { key: 'keyPeople', to: pathname },
    ],
  },
  employees: { crumbs: here('employees') },
  managers: { crumbs: here('managers') },
  candidates: { crumbs: here('candidates') },
  trainings: { crumbs: here('trainings') },
  eepList: { crumbs: here('eepList') },
  eepManagerList: { crumbs: here('eepManagerList') },
  skillsList: { crumbs: under(administration, hasAdministration, 'skillsList') },
  otherSkillsList: { crumbs: under(administration, hasAdministration, 'otherSkillsList') },
  exportSkills: { crumbs: under(administration, hasAdministration, 'exportSkills') },
  exportCertifications: { crumbs: under(administration, hasAdministration, 'exportCertifications') },
  cvImportLogs: { crumbs: under(administration, hasAdministration, 'cvImportLogs') },
  roleSettings: { crumbs: under(administration, hasAdministration, 'roleSettings') },
  exchanges: { crumbs: under(administration, hasAdministration, 'exchanges') },
  mailbox: { crumbs: under(administration, hasAdministration, 'mailbox') },
} satisfies Record<string, RouteHandle>;

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && typeof (value as RouteHandle).crumbs === 'function';
