/**
 * Skills file (DC) rules shared by the server (which enforces them) and the web (which circles fields in red
 * and hides buttons with the same logic): missing data before submit, duplicate skills, the viewer's
 * permissions on a file in a given status, who may create a file for whom, years of experience.
 * Decisions: docs/decisions/005-skills-file.md.
 */
import { DC_STATUSES } from './constants';
import {
  can,
  canOpenFileOf,
  hasPagePermission,
  managerAuthorisations,
  type AccountSubject,
  type FileRelation,
} from './roles';

// ─────────────────────────────────────────────────────────────── missing data (isDCDataOK)

export interface DcCheckInput {
  experiences: readonly { id: number; position: string }[];
  /** Catalogue skills (hard and soft); a level 0 counts as absent. */
  skills: readonly { level: number }[];
  otherSkills: readonly { name: string }[];
  educations?: readonly { id: number; degree: string }[];
  languages?: readonly { id: number; languageCode: string; idLevel: number }[];
  certifications?: readonly { id: number; name: string }[];
  projects?: readonly { id: number; name: string }[];
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/**
 * The field keys to fill before the file can be submitted: 'experiences' (at least one professional experience),
 * 'skills' (at least one skill, catalogue or other), and per row '{section}.{id}.{field}' for a required field left empty.
 */
export function missingDcData(file: DcCheckInput): string[] {
  const missing: string[] = [];
  if (file.experiences.length === 0) missing.push('experiences');
  const skillCount =
    file.skills.filter((s) => s.level > 0).length + file.otherSkills.filter((s) => !blank(s.name)).length;
  if (skillCount === 0) missing.push('skills');
  for (const e of file.experiences) if (blank(e.position)) missing.push(`experiences.${e.id}.position`);
  for (const e of file.educations ?? []) if (blank(e.degree)) missing.push(`educations.${e.id}.degree`);
  for (const l of file.languages ?? []) {
    if (blank(l.languageCode)) missing.push(`languages.${l.id}.languageCode`);
    if (!l.idLevel) missing.push(`languages.${l.id}.idLevel`);
  }
  for (const c of file.certifications ?? []) if (blank(c.name)) missing.push(`certifications.${c.id}.name`);
  for (const p of file.projects ?? []) if (blank(p.name)) missing.push(`projects.${p.id}.name`);
  return missing;
}

export const isDcDataOk = (file: DcCheckInput): boolean => missingDcData(file).length === 0;

// ─────────────────────────────────────────────────────────────── duplicates

/** Case-, accent-width- and space-insensitive comparison key of a skill name. */
export const skillNameKey = (name: string): string =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');

export interface CatalogueSkillNames {
  label: string;
  nameFr: string;
  nameEn: string;
}

/**
 * The 'other skills' that duplicate a catalogue skill of the file (its label, French or English name) or
 * another 'other skill' of the same type, compared case-insensitively. Names as typed, each once, in order.
 */
export function findDuplicateOtherSkills(
  skills: readonly CatalogueSkillNames[],
  otherSkills: readonly { idSkillType: number; name: string }[],
): string[] {
  const catalogue = new Set(skills.flatMap((s) => [s.label, s.nameFr, s.nameEn].map(skillNameKey)));
  const seenByType = new Map<number, Set<string>>();
  const duplicates = new Map<string, string>();
  for (const o of otherSkills) {
    const key = skillNameKey(o.name);
    if (key === '') continue;
    let seen = seenByType.get(o.idSkillType);
    if (!seen) seenByType.set(o.idSkillType, (seen = new Set()));
    if ((catalogue.has(key) || seen.has(key)) && !duplicates.has(key)) duplicates.set(key, o.name.trim());
    seen.add(key);
  }
  return [...duplicates.values()];
}

// ─────────────────────────────────────────────────────────────── permissions

export interface DcFilePermissions {
  /** May read the file (page permission ficheDc and per-file visibility). */
  canRead: boolean;
  canEdit: boolean;
  canSubmit: boolean;
  canValidate: boolean;
  canResendToDraft: boolean;
  canResendBoond: boolean;
  canCreateVersion: boolean;
  canExport: boolean;
}

/**
 * What an account may do on a file in `status`, given its relation to the owner (roles.md, "Actions"):
 * - read: ficheDc (role ≠ 7) and may open the owner's files (own, team down the chain, "all" access);
 * - edit a draft: dc:update; a submitted file: dc:updateSubmitted; a validated file: dc:updateValidated and
 *   managerAutorisation (those who may validate it may correct it; the owner changes it through a new version);
 *   an archived version: never;
 * - submit a draft: whoever may edit it (dc:submit); validate and send back to draft a submitted file: managerAutorisation;
 * - resend to BoondManager a validated file: resendBoondAutorisation; create a new version of a validated file:
 *   whoever may edit a draft of it.
 */
export function dcFilePermissions(a: AccountSubject, relation: FileRelation, status: number): DcFilePermissions {
  const canRead = hasPagePermission(a, 'ficheDc') && canOpenFileOf(a, relation);
  const { managerAutorisation, resendBoondAutorisation } = managerAuthorisations(a, relation, 'DC');
  const editDraft = canRead && can(a, 'dc:update');
  let canEdit = false;
  if (status === DC_STATUSES.DRAFT) canEdit = editDraft;
  else if (status === DC_STATUSES.SUBMITTED) canEdit = canRead && can(a, 'dc:updateSubmitted');
  else if (status === DC_STATUSES.VALIDATED) canEdit = canRead && can(a, 'dc:updateValidated') && managerAutorisation;
  return {
    canRead,
    canEdit,
    canSubmit: status === DC_STATUSES.DRAFT && editDraft && can(a, 'dc:submit'),
    canValidate: status === DC_STATUSES.SUBMITTED && canRead && managerAutorisation,
    canResendToDraft: status === DC_STATUSES.SUBMITTED && canRead && managerAutorisation,
    canResendBoond: status === DC_STATUSES.VALIDATED && canRead && resendBoondAutorisation,
    canCreateVersion: status === DC_STATUSES.VALIDATED && editDraft,
    canExport: canRead,
  };
}

/**
 * May `a` create a skills file for a person (POST /api/Dc/save)? createDc (role < 4 or 8) and:
 * for oneself; a recruiter (8) for a candidate; anyone else for a person they manage (down the chain).
 */
export function canCreateDcFor(a: AccountSubject, relation: FileRelation, target: { isCandidate: boolean }): boolean {
  if (!hasPagePermission(a, 'createDc')) return false;
  if (relation.isOwner) return true;
  if (a.roleId === 8) return target.isCandidate;
  return relation.managesOwner;
}

// ─────────────────────────────────────────────────────────────── experience

const monthIndex = (date: string) => {
  const [y, m] = date.split('-').map(Number);
  return (y ?? 0) * 12 + ((m ?? 1) - 1);
};

/**
 * Whole years of professional experience: the union of the experiences' periods (overlaps counted once),
 * in months, inclusive of both ends; an experience without end runs to `today`; one without start is ignored.
 */
export function experienceYears(
  experiences: readonly { startDate: string | null; endDate: string | null }[],
  today: Date = new Date(),
): number {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const ranges = experiences
    .filter((e): e is { startDate: string; endDate: string | null } => !!e.startDate)
    .map((e) => [monthIndex(e.startDate), Math.min(e.endDate ? monthIndex(e.endDate) : now, now)] as const)
    .filter(([s, e]) => e >= s)
    .sort((x, y) => x[0] - y[0]);
  let months = 0;
  let current: [number, number] | null = null;
  for (const [s, e] of ranges) {
    if (current && s <= current[1] + 1) current[1] = Math.max(current[1], e);
    else {
      if (current) months += current[1] - current[0] + 1;
      current = [s, e];
    }
  }
  if (current) months += current[1] - current[0] + 1;
  return Math.floor(months / 12);
}
