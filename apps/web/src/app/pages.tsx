/**
 * The page registry: every screen of the signed-in app, once. The router (routes and guards), the menus, the
 * breadcrumb, the page title and the landing page after sign-in are all built from this list
 * (app/navigation.ts), so a new screen is one entry here plus its feature folder (and its texts).
 */
import { lazy, type ReactNode } from 'react';
import { generatePath } from 'react-router';
import type { PagePermission, PagePermissions } from '@my-skills/shared/roles';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { withTexts } from '../lib/lazy-texts';
import { paths } from '../lib/paths';

// Route-level code splitting: every page is its own chunk.
const MenuRoute = lazy(() => import('./routes/MenuRoute'));
const RoleSettingsRoute = lazy(() => withTexts(import('./routes/RoleSettingsRoute'), ['roleSettings']));
const ExchangesRoute = lazy(() => withTexts(import('./routes/ExchangesRoute'), ['exchanges']));
const MailboxRoute = lazy(() => withTexts(import('./routes/MailboxRoute'), ['exchanges']));
const BoondMappingRoute = lazy(() => withTexts(import('./routes/BoondMappingRoute'), ['exchanges']));
const SkillsListRoute = lazy(() => withTexts(import('./routes/SkillsListRoute'), ['skillsCatalogue']));
const OtherSkillsRoute = lazy(() => withTexts(import('./routes/OtherSkillsRoute'), ['skillsCatalogue']));
const EvaluationCriteriaRoute = lazy(() =>
  withTexts(import('./routes/EvaluationCriteriaRoute'), ['evaluationCriteria']),
);
const BusinessManagerSkillsRoute = lazy(() =>
  withTexts(import('./routes/BusinessManagerSkillsRoute'), ['businessManagerSkills']),
);
const SkillsFileMenuRoute = lazy(() => import('./routes/SkillsFileMenuRoute'));
const CreateSkillsFileRoute = lazy(() => import('./routes/CreateSkillsFileRoute'));
const SkillsFileRoute = lazy(() => import('./routes/SkillsFileRoute'));
const TeamRoute = lazy(() => import('./routes/TeamRoute'));
const ManagersRoute = lazy(() => import('./routes/ManagersRoute'));
const TrainingsRoute = lazy(() => withTexts(import('./routes/TrainingsRoute'), ['trainings']));
const TrainingSuggestionsRoute = lazy(() => withTexts(import('./routes/TrainingSuggestionsRoute'), ['skillsGaps']));
const TrainingCatalogueRoute = lazy(() => withTexts(import('./routes/TrainingCatalogueRoute'), ['skillsGaps']));
const KeyPeopleListRoute = lazy(() => withTexts(import('./routes/KeyPeopleListRoute'), ['keyPeople']));
const KeyPeopleRoute = lazy(() => withTexts(import('./routes/KeyPeopleRoute'), ['keyPeople']));
const EepListRoute = lazy(() => import('./routes/EepListRoute'));
const EepManagerListRoute = lazy(() => import('./routes/EepManagerListRoute'));
const CandidatesRoute = lazy(() => import('./routes/CandidatesRoute'));
const EvaluationMenuRoute = lazy(() => import('./routes/EvaluationMenuRoute'));
const EvaluationRoute = lazy(() => withTexts(import('./routes/EvaluationRoute'), ['skillsGaps']));
const EepBmRoute = lazy(() => withTexts(import('./routes/EepBmRoute'), ['eepBm']));
const DocumentViewRoute = lazy(() => import('./routes/DocumentViewRoute'));
const SkillsSearchRoute = lazy(() => import('./routes/SkillsSearchRoute'));
const ExportSkillsRoute = lazy(() => import('./routes/ExportSkillsRoute'));
const ExportCertificationsRoute = lazy(() => import('./routes/ExportCertificationsRoute'));
const CvImportRoute = lazy(() => withTexts(import('./routes/CvImportRoute'), ['cvImport']));
const CvImportLogsRoute = lazy(() => withTexts(import('./routes/CvImportLogsRoute'), ['cvImport']));
const ConfidentialClientsRoute = lazy(() => withTexts(import('./routes/ConfidentialClientsRoute'), ['clientCv']));
const DataProtectionRoute = lazy(() =>
  withTexts(import('./routes/DataProtectionRoute'), ['dataProtection', 'personData']),
);

export type MenuId = 'home' | 'skillsFile' | 'evaluation' | 'management' | 'administration';

/** A card of a navigation hub that opens the page. */
export interface MenuPlacement {
  menu: MenuId;
  /** Position among the hub's cards. */
  order: number;
  /** The card's id (its texts menus:entries.<id>, its icon, its test id); default: the page id. */
  entry?: string;
  /** Shown only when this holds too (besides the page permission). */
  when?: (permissions: PagePermissions) => boolean;
  /** The card's target, for a page whose path has parameters. */
  to?: (user: CurrentUser, year: number) => string;
}

export interface PageDefinition {
  /** Unique; also the title key (common:breadcrumb.items.<title ?? id>). */
  id: string;
  title?: string;
  /** The route pattern, from lib/paths.ts. */
  path: string;
  /** The page permission that guards the route (the 403 page in place otherwise); none: any signed-in user. */
  permission?: PagePermission;
  /** The screen; none: the coming-soon page, still behind its permission. */
  element?: ReactNode;
  /** The breadcrumb level above (shown when the user may open it); the landing page is always first. */
  parent?: string;
  /** Other pages this one is opened from: when the navigation state names one, the breadcrumb goes through it. */
  via?: string[];
  headerTitle?: 'skillsFile' | 'evaluation';
  menus?: MenuPlacement[];
  /**
   * A page the user may land on after sign-in (the first one, in this order, that the user may open): a hub, or a
   * role's own screen (a function of the user: the DPO's data protection screen).
   */
  landing?: true | ((user: CurrentUser) => boolean);
  /**
   * A candidate screen: also served on the candidate onboarding host, where every other page is not found (the
   * server refuses there any session but a candidate's, and each call by its page permission).
   */
  onboarding?: true;
}

const ownSkillsFile = (user: CurrentUser) =>
  generatePath(paths.page.dcFile, { id: String(user.id), idLang: String(user.idLang) });
const ownEvaluation = (user: CurrentUser, year: number) =>
  generatePath(paths.page.eaFile, { year: String(year), id: String(user.id) });
const ownBmEvaluation = (user: CurrentUser, year: number) =>
  generatePath(paths.page.eepBmFile, { year: String(year), id: String(user.id) });
const withoutAdministrationMenu = (p: PagePermissions) => !p.managementAdministration;

/** Internal-role tools: reached through the administration menu, or directly when the role has no such menu. */
const internalTool = (home: number, management: number, administration: number): MenuPlacement[] => [
  { menu: 'home', order: home, when: withoutAdministrationMenu },
  { menu: 'management', order: management, when: withoutAdministrationMenu },
  { menu: 'administration', order: administration },
];

export const PAGES: PageDefinition[] = [
  // ── hubs ─────────────────────────────────────────────────────────────────
  {
    id: 'management',
    path: paths.page.management,
    permission: 'menuManagement',
    landing: true,
    element: <MenuRoute menu="management" />,
    menus: [{ menu: 'home', order: 3, entry: 'managementMenu' }],
  },
  // The DPO's screen (issue 23, decision 023): the DPO lands on it; administrators reach it from their menu.
  {
    id: 'dataProtection',
    path: paths.management.dataProtection,
    permission: 'dataProtection',
    parent: 'administration',
    landing: (user) => user.role.id === 7,
    element: <DataProtectionRoute />,
    menus: internalTool(11, 20, 11),
  },
  { id: 'home', path: paths.page.home, landing: true, onboarding: true, element: <MenuRoute menu="home" /> },
  {
    id: 'administration',
    path: paths.management.administration,
    permission: 'managementAdministration',
    element: <MenuRoute menu="administration" />,
    menus: [
      { menu: 'home', order: 5, entry: 'administrationMenu' },
      { menu: 'management', order: 14, entry: 'administrationMenu' },
    ],
  },
  // ── skills file ──────────────────────────────────────────────────────────
  {
    id: 'skillsFileMenu',
    path: paths.page.dcMenu,
    permission: 'menuDc',
    onboarding: true,
    headerTitle: 'skillsFile',
    element: <SkillsFileMenuRoute />,
    menus: [{ menu: 'home', order: 1 }],
  },
  {
    id: 'createSkillsFile',
    path: paths.page.dcCreate,
    permission: 'createDc',
    onboarding: true,
    parent: 'skillsFileMenu',
    headerTitle: 'skillsFile',
    element: <CreateSkillsFileRoute />,
    menus: [
      { menu: 'skillsFile', order: 2 },
      { menu: 'management', order: 13, when: (p) => !p.menuDc },
    ],
  },
  {
    id: 'createSkillsFileFor',
    title: 'createSkillsFile',
    path: paths.page.dcCreateFor,
    permission: 'createDc',
    onboarding: true,
    parent: 'skillsFileMenu',
    via: ['employees', 'candidates'],
    headerTitle: 'skillsFile',
    element: <CreateSkillsFileRoute />,
  },
  {
    id: 'skillsFile',
    path: paths.page.dcFile,
    permission: 'ficheDc',
    onboarding: true,
    parent: 'skillsFileMenu',
    via: ['employees', 'candidates', 'keyPeopleList', 'keyPeople'],
    headerTitle: 'skillsFile',
    element: <SkillsFileRoute />,
    menus: [
      { menu: 'skillsFile', order: 1, entry: 'ownSkillsFile', to: ownSkillsFile },
      { menu: 'management', order: 12, entry: 'ownSkillsFile', when: (p) => !p.menuDc, to: ownSkillsFile },
    ],
  },
  {
    id: 'cvImport',
    path: paths.page.dcImport,
    permission: 'ficheDc',
    onboarding: true,
    parent: 'skillsFileMenu',
    via: ['candidates'],
    headerTitle: 'skillsFile',
    element: <CvImportRoute />,
  },
  {
    id: 'document',
    path: paths.page.documentPdf,
    permission: 'ficheDc',
    onboarding: true,
    element: <DocumentViewRoute />,
  },
  // ── evaluation ───────────────────────────────────────────────────────────
  {
    id: 'evaluationMenu',
    path: paths.page.eaMenu,
    permission: 'menuEa',
    headerTitle: 'evaluation',
    element: <EvaluationMenuRoute />,
    menus: [
      { menu: 'home', order: 2 },
      { menu: 'management', order: 9 },
    ],
  },
  {
    id: 'evaluation',
    path: paths.page.eaFile,
    permission: 'ficheEa',
    parent: 'evaluationMenu',
    via: ['employees', 'eepList'],
    headerTitle: 'evaluation',
    element: <EvaluationRoute />,
    menus: [
      { menu: 'evaluation', order: 1, entry: 'ownEvaluation', to: ownEvaluation },
      { menu: 'management', order: 10, entry: 'ownEvaluation', when: (p) => !p.menuEa, to: ownEvaluation },
    ],
  },
  {
    id: 'bmEvaluation',
    path: paths.page.eepBmFile,
    permission: 'ficheEepBm',
    via: ['managers', 'eepManagerList'],
    headerTitle: 'evaluation',
    element: <EepBmRoute />,
    // HR reviews others' (the top of the chain) but has none of its own: the entry is for those who have one.
    menus: [{ menu: 'management', order: 11, entry: 'ownBmEvaluation', when: (p) => p.ownEepBm, to: ownBmEvaluation }],
  },
  // ── management ───────────────────────────────────────────────────────────
  {
    id: 'skillsSearch',
    path: paths.management.skills,
    permission: 'managementSkills',
    element: <SkillsSearchRoute />,
    menus: [{ menu: 'management', order: 1 }],
  },
  {
    id: 'employees',
    path: paths.management.employees,
    permission: 'managementCollaborators',
    element: <TeamRoute />,
    menus: [
      { menu: 'home', order: 4, when: (p) => !p.menuManagement },
      { menu: 'skillsFile', order: 3, entry: 'teamSkillsFiles' },
      { menu: 'evaluation', order: 2, entry: 'teamEvaluations' },
      { menu: 'management', order: 2 },
    ],
  },
  {
    id: 'candidates',
    path: paths.management.candidates,
    permission: 'managementCandidats',
    element: <CandidatesRoute />,
    menus: [{ menu: 'management', order: 3 }],
  },
  {
    id: 'managers',
    path: paths.management.managers,
    permission: 'manageManager',
    element: <ManagersRoute />,
    menus: [{ menu: 'management', order: 4 }],
  },
  {
    id: 'keyPeopleList',
    path: paths.management.keyPeopleList,
    permission: 'keyPeople',
    element: <KeyPeopleListRoute />,
    menus: [{ menu: 'management', order: 5, entry: 'keyPeople' }],
  },
  {
    id: 'keyPeople',
    path: paths.management.keyPeople,
    permission: 'keyPeople',
    parent: 'keyPeopleList',
    element: <KeyPeopleRoute />,
  },
  {
    id: 'trainings',
    path: paths.management.trainings,
    permission: 'trainings',
    element: <TrainingsRoute />,
    menus: [{ menu: 'management', order: 6 }],
  },
  {
    id: 'trainingSuggestions',
    path: paths.management.trainingSuggestions,
    permission: 'trainings',
    element: <TrainingSuggestionsRoute />,
    menus: [{ menu: 'management', order: 6.5 }],
  },
  {
    id: 'eepList',
    path: paths.management.eepList,
    permission: 'menuManagement',
    element: <EepListRoute />,
    menus: [{ menu: 'management', order: 7 }],
  },
  {
    id: 'eepManagerList',
    path: paths.management.eepManagerList,
    permission: 'manageManager',
    element: <EepManagerListRoute />,
    menus: [{ menu: 'management', order: 8 }],
  },
  // ── administration ───────────────────────────────────────────────────────
  {
    id: 'skillsList',
    path: paths.management.skillsList,
    permission: 'managementSkills',
    parent: 'administration',
    element: <SkillsListRoute />,
    menus: [{ menu: 'administration', order: 1 }],
  },
  {
    id: 'otherSkillsList',
    path: paths.management.otherSkillsList,
    permission: 'managementSkills',
    parent: 'administration',
    element: <OtherSkillsRoute />,
    menus: [{ menu: 'administration', order: 2 }],
  },
  {
    id: 'evaluationCriteria',
    path: paths.management.evaluationCriteria,
    permission: 'managementSkills',
    parent: 'administration',
    element: <EvaluationCriteriaRoute />,
    menus: [{ menu: 'administration', order: 3 }],
  },
  {
    id: 'businessManagerSkills',
    path: paths.management.businessManagerSkills,
    permission: 'managementSkills',
    parent: 'administration',
    element: <BusinessManagerSkillsRoute />,
    menus: [{ menu: 'administration', order: 4 }],
  },
  {
    id: 'trainingCatalogue',
    path: paths.management.trainingCatalogue,
    permission: 'managementSkills',
    parent: 'administration',
    element: <TrainingCatalogueRoute />,
    menus: [{ menu: 'administration', order: 4.2 }],
  },
  {
    id: 'confidentialClients',
    path: paths.management.confidentialClients,
    permission: 'managementAdministration',
    parent: 'administration',
    element: <ConfidentialClientsRoute />,
    menus: [{ menu: 'administration', order: 4.5 }],
  },
  {
    id: 'exportSkills',
    path: paths.management.exportSkills,
    permission: 'managementSkills',
    element: <ExportSkillsRoute />,
    parent: 'administration',
    menus: [{ menu: 'administration', order: 5 }],
  },
  {
    id: 'exportCertifications',
    path: paths.management.exportCertifications,
    permission: 'exportCertifications',
    element: <ExportCertificationsRoute />,
    parent: 'administration',
    menus: internalTool(6, 15, 6),
  },
  {
    id: 'cvImportLogs',
    path: paths.management.cvImportLogs,
    permission: 'logsCv2Dc',
    parent: 'administration',
    element: <CvImportLogsRoute />,
    menus: internalTool(7, 16, 7),
  },
  {
    id: 'roleSettings',
    path: paths.management.roleSettings,
    permission: 'droitDAcces',
    parent: 'administration',
    element: <RoleSettingsRoute />,
    menus: internalTool(8, 17, 8),
  },
  {
    id: 'exchanges',
    path: paths.management.exchanges,
    permission: 'exchanges',
    parent: 'administration',
    element: <ExchangesRoute />,
    menus: internalTool(9, 18, 9),
  },
  {
    id: 'boondMapping',
    path: paths.management.boondMapping,
    permission: 'exchanges',
    parent: 'administration',
    element: <BoondMappingRoute />,
    menus: internalTool(10, 19, 10),
  },
  // Guarded inside: administrators, or anyone while the development sign-in is enabled.
  { id: 'mailbox', path: paths.management.mailbox, parent: 'administration', element: <MailboxRoute /> },
];
