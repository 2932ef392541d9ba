/**
 * Roles, page permissions and action rules of ../shared/design/roles.md, as pure functions.
 * The web hides what the server would refuse; the server always enforces the same functions.
 */
import { SUBCONTRACTOR_PROFILE } from './constants';
import { pickLanguage } from './ui-language';

export const ROLES = [
  { id: 0, code: 'candidate', fr: 'Candidat', en: 'Candidate' },
  { id: 1, code: 'consultant', fr: 'Consultant', en: 'Consultant' },
  { id: 2, code: 'technicalManager', fr: 'Manager technique', en: 'Technical Manager' },
  { id: 3, code: 'manager', fr: 'Manager', en: 'Manager' },
  { id: 4, code: 'director', fr: 'Directeur', en: 'Director' },
  { id: 5, code: 'businessUnitDirector', fr: 'Directeur de BU', en: 'Business Unit Director' },
  { id: 6, code: 'humanResources', fr: 'Ressources humaines', en: 'Human Resources' },
  { id: 7, code: 'dpo', fr: 'DPO', en: 'Data Protection Officer' },
  { id: 8, code: 'recruiter', fr: 'Chargé de recrutement', en: 'Recruiter' },
] as const;
export type RoleId = (typeof ROLES)[number]['id'];
export const ROLE_IDS = ROLES.map((r) => r.id) as readonly RoleId[];
/** A role as `{ id, name }` in the given language (1 French, 2 English). */
export const roleRef = (roleId: number, idLang: number): { id: number; name: string } => {
  const role = ROLES.find((r) => r.id === roleId);
  return { id: roleId, name: role ? pickLanguage(idLang, role) : String(roleId) };
};

/** The candidate role: the onboarding host's only role. */
export const CANDIDATE_ROLE = 0;
export const isRoleId = (value: number): value is RoleId => Number.isInteger(value) && value >= 0 && value <= 8;

export const INTERNAL_ROLES = [
  { id: 1, code: 'administrator', fr: 'Administrateur', en: 'Administrator' },
  { id: 2, code: 'secondLevel', fr: 'Administrateur de second niveau', en: 'Second-level administrator' },
] as const;
export type InternalRoleId = (typeof INTERNAL_ROLES)[number]['id'];

/** What the rules need to know about the signed-in account. */
export interface AccountSubject {
  roleId: number;
  idRoleInternal: number | null;
  boondProfile: string | null;
}

export const isSubcontractor = (a: Pick<AccountSubject, 'boondProfile'>): boolean =>
  a.boondProfile === SUBCONTRACTOR_PROFILE;

const between = (value: number, min: number, max: number) => value >= min && value <= max;

/** Page permission names of the specification, each with its rule. */
export const PAGE_PERMISSION_RULES = {
  menuDc: (a: AccountSubject) => a.roleId < 3,
  createDc: (a: AccountSubject) => a.roleId < 4 || a.roleId === 8,
  ficheDc: (a: AccountSubject) => a.roleId !== 7,
  menuEa: (a: AccountSubject) => between(a.roleId, 1, 3) && !isSubcontractor(a),
  ficheEa: (a: AccountSubject) => between(a.roleId, 1, 6) && !isSubcontractor(a),
  // Roles 3–5 have a review; HR (6) reviews the top of the chain and alone corrects a validated one (decision 018).
  ficheEepBm: (a: AccountSubject) => between(a.roleId, 3, 6) && !isSubcontractor(a),
  /** Our own: the account has a business-manager review of its own (roles 3–5, not a subcontractor): its menu entry. */
  ownEepBm: (a: AccountSubject) => between(a.roleId, 3, 5) && !isSubcontractor(a),
  menuManagement: (a: AccountSubject) => a.roleId > 2 && a.roleId !== 7,
  managementCollaborators: (a: AccountSubject) => a.roleId > 1 && a.roleId !== 7,
  managementCandidats: (a: AccountSubject) => a.roleId === 3 || a.roleId === 8,
  managementSkills: (a: AccountSubject) => between(a.roleId, 4, 6),
  managementAdministration: (a: AccountSubject) => between(a.roleId, 4, 6),
  manageManager: (a: AccountSubject) => between(a.roleId, 3, 6),
  /**
   * Our own (decision 020): the key-people list and records, and the training and certification wishes — people
   * managers and above (roles 3–6), over their chain or everyone with "all" access; not the recruiter (8), whose
   * people are candidates, nor the DPO (7). The spec lists them under menuManagement, which lets the recruiter in.
   */
  keyPeople: (a: AccountSubject) => between(a.roleId, 3, 6),
  trainings: (a: AccountSubject) => between(a.roleId, 3, 6),
  exportCertifications: (a: AccountSubject) => a.idRoleInternal === 1 || a.idRoleInternal === 2,
  logsCv2Dc: (a: AccountSubject) => a.idRoleInternal === 1 || a.idRoleInternal === 2,
  droitDAcces: (a: AccountSubject) => a.idRoleInternal === 1,
  /** Our own (not in the specification): the exchanges with BoondManager and the mailbox, /management/exchanges. */
  exchanges: (a: AccountSubject) => a.idRoleInternal === 1 || a.idRoleInternal === 2,
  /**
   * Our own (issue 23, decision 023): the data protection screen, /management/dataProtection — the audit trail, the
   * register of processing, a person's data, candidate retention and erasure. The DPO (7) and administrators
   * (internal role 1); the DPO still opens no skills file, evaluation or review.
   */
  dataProtection: (a: AccountSubject) => a.roleId === 7 || a.idRoleInternal === 1,
} as const satisfies Record<string, (a: AccountSubject) => boolean>;

export type PagePermission = keyof typeof PAGE_PERMISSION_RULES;
export const PAGE_PERMISSIONS = Object.keys(PAGE_PERMISSION_RULES) as PagePermission[];
export type PagePermissions = Record<PagePermission, boolean>;

export const hasPagePermission = (a: AccountSubject, permission: PagePermission): boolean =>
  PAGE_PERMISSION_RULES[permission](a);

export const computePagePermissions = (a: AccountSubject): PagePermissions =>
  Object.fromEntries(PAGE_PERMISSIONS.map((p) => [p, PAGE_PERMISSION_RULES[p](a)])) as PagePermissions;

/** Action rules (roles.md, "Actions"). */
export const ACTION_RULES = {
  'dc:update': (a: AccountSubject) => a.roleId !== 7,
  'dc:submit': (a: AccountSubject) => a.roleId !== 7,
  'dc:updateSubmitted': (a: AccountSubject) => between(a.roleId, 0, 6) || a.roleId === 8,
  'dc:updateValidated': (a: AccountSubject) => [2, 3, 5, 6, 8].includes(a.roleId),
  'dc:validate': (a: AccountSubject) => [2, 3, 5, 6, 8].includes(a.roleId),
  'people:seeAll': (a: AccountSubject) => a.roleId > 4 && a.roleId !== 7,
  'ea:update': (a: AccountSubject) => a.roleId > 0 && a.roleId !== 7,
  'ea:updateValidated': (a: AccountSubject) => a.roleId === 6,
} as const satisfies Record<string, (a: AccountSubject) => boolean>;
export type Action = keyof typeof ACTION_RULES;

export const can = (a: AccountSubject, action: Action): boolean => ACTION_RULES[action](a);

/** Where a user lands after sign-in or a role change (the DPO: the data protection screen, decision 023). */
export const landingPathFor = (roleId: number): string =>
  roleId === 7 ? '/management/dataProtection' : roleId > 2 ? '/page/management' : '/page/accueil';

/**
 * How the viewer relates to the owner of a file: facts the server resolves from the database
 * (own file; manages the owner directly or down the chain).
 */
export interface FileRelation {
  isOwner: boolean;
  managesOwner: boolean;
}

/** Whose files a person may open: their own, their team's (down the chain), everyone's with "all" access. */
export const canOpenFileOf = (a: AccountSubject, relation: FileRelation): boolean => {
  if (relation.isOwner) return true;
  if (a.roleId === 0 || a.roleId === 7) return false;
  return relation.managesOwner || can(a, 'people:seeAll');
};

/** The per-file check of GET /api/User/hasManagerPermission. */
export type ManagedFileType = 'DC' | 'EA';
export const managerAuthorisations = (
  a: AccountSubject,
  relation: FileRelation,
  type: ManagedFileType = 'DC',
): { managerAutorisation: boolean; resendBoondAutorisation: boolean } => {
  const roleMayValidate = type === 'DC' ? can(a, 'dc:validate') : can(a, 'ea:update');
  const managerAutorisation =
    !relation.isOwner && (relation.managesOwner || can(a, 'people:seeAll')) && roleMayValidate;
  const resendBoondAutorisation = managerAutorisation || a.idRoleInternal === 1 || a.idRoleInternal === 2;
  return { managerAutorisation, resendBoondAutorisation };
};
