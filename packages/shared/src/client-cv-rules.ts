/**
 * Client-ready CVs (issue 22 §4, decision 022): who may export a person's anonymised CV and read its log, the
 * initials shown instead of a name, the exporter's reference, and how client names are compared.
 */
import { canOpenFileOf, type AccountSubject, type FileRelation } from './roles';

/**
 * The roles that send CVs to clients: the business manager (3), the director (4), the business-unit director (5) and
 * HR (6). Not the technical manager (2, validates skills, does not sell), the recruiter (8, whose people are
 * candidates), the DPO (7) nor consultants and candidates.
 */
export const CLIENT_CV_EXPORT_ROLES: readonly number[] = [3, 4, 5, 6];

/** May the account export this person's client CV: a selling role, over a file it may open, never its own. */
export const canExportClientCv = (a: AccountSubject, relation: FileRelation): boolean =>
  !relation.isOwner && CLIENT_CV_EXPORT_ROLES.includes(a.roleId) && canOpenFileOf(a, relation);

/** May the account read the person's client-CV log: the person, or whoever may export that person's CVs. */
export const canReadClientCvLog = (a: AccountSubject, relation: FileRelation): boolean =>
  relation.isOwner || canExportClientCv(a, relation);

/** 'A. M.' for Alice Martin, 'J.-P. D.' for Jean-Pierre Dupont; '' parts left out. */
export function initialsOf(firstName: string, lastName: string): string {
  const initial = (name: string) =>
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((word) =>
        word
          .split('-')
          .filter(Boolean)
          .map((part) => `${[...part][0]!.toUpperCase()}.`)
          .join('-'),
      )
      .join(' ');
  return [initial(firstName), initial(lastName)].filter(Boolean).join(' ');
}

/** The exporter's reference: 1–40 letters, digits, spaces and - _ . / #, e.g. 'CV-2026-0042'. */
export const CLIENT_CV_REFERENCE = /^[\p{L}\p{N}][\p{L}\p{N} ._/#-]{0,39}$/u;

/** A name compared whatever its case, accents, apostrophes and spacing: 'Société Générale' → 'societe generale'. */
export const foldName = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’'`]/g, "'")
    .replace(/[^\p{L}\p{N}'&]+/gu, ' ')
    .trim();

/** Does `text` name `name` as whole words (both folded)? 'BNP Paribas CIB' names 'BNP Paribas'. */
export function namesClient(text: string, name: string): boolean {
  const key = foldName(name);
  if (!key) return false;
  return ` ${foldName(text)} `.includes(` ${key} `);
}
