/**
 * The kinds of skills-file proposals, as stored (their payload, checked when proposed and read back) and as a file
 * shows them (its rows' changes before → after, in the file's language). Decision 022 §1.
 *
 * - certification: a certification row to add (a training wish's certification obtained).
 * - skillLevel / skill: a catalogue skill at a star level, from a validated review's agreed rating (skillLevel: the
 *   person's files held the skill at another level; skill: they lacked it). The level before is the file's own, read
 *   when shown: a file whose owner has since set that level shows the row as up to date.
 */
import { z } from 'zod';
import type { LanguageId } from '@my-skills/shared/constants';
import type { Proposal, ProposalKind } from '@my-skills/shared/schemas/skills-file-proposals';
import { AppError } from '../../lib/app-error';
import { iso, personRef } from '../../lib/documents/display';
import type { ProposalSourceType } from '../../lib/skills-file-proposals';
import { translate } from '../../i18n/messages';
import type { ProposalRow } from './proposals.repository';

const isoDate = z.iso.date().nullable();
/** What a certification proposal holds (validated when proposed, read back as stored). */
export const certificationPayload = z
  .object({
    name: z.string().trim().min(1).max(255),
    organism: z.string().trim().max(255),
    obtainedDate: isoDate,
    expiryDate: isoDate,
  })
  .refine((c) => !c.obtainedDate || !c.expiryDate || c.expiryDate >= c.obtainedDate, {
    path: ['expiryDate'],
    message: 'expiry before obtained',
  });
export type CertificationPayload = z.output<typeof certificationPayload>;

/** What a skill proposal holds: the skill, the star level proposed, the rating it comes from and the review's year. */
export const skillPayload = z.object({
  idSkill: z.number().int().positive(),
  level: z.number().int().min(1).max(4),
  rating: z.number().int().min(1).max(4),
  year: z.number().int().min(2000).max(2100),
});
export type SkillPayload = z.output<typeof skillPayload>;

export const SKILL_KINDS = ['skillLevel', 'skill'] as const;
export const isSkillKind = (kind: string) => (SKILL_KINDS as readonly string[]).includes(kind);
/** The subject of a skill proposal within its source (one pending row per skill and source). */
export const skillSubject = (idSkill: number) => `skill:${idSkill}`;

/**
 * The star level (1–4) a review's rating (0–4) gives: 0 "not concerned" gives none (nothing is proposed: the skill
 * is not removed from the file either), 1 learning … 4 dominates give 1 … 4 stars (the two scales name the same
 * steps: decision 022 §1).
 */
export const starsOfRating = (rating: number): number | null =>
  Number.isInteger(rating) && rating >= 1 && rating <= 4 ? rating : null;

export const proposalNotFound = () => new AppError('NOT_FOUND', 'errors.PROPOSAL_NOT_FOUND');

/** A stored payload is checked when proposed: one that no longer reads is treated as gone. */
export function certificationOf(row: ProposalRow): CertificationPayload {
  const parsed = certificationPayload.safeParse(row.payload);
  if (!parsed.success || row.kind !== 'certification') throw proposalNotFound();
  return parsed.data;
}
export function skillOf(row: ProposalRow): SkillPayload {
  const parsed = skillPayload.safeParse(row.payload);
  if (!parsed.success || !isSkillKind(row.kind)) throw proposalNotFound();
  return parsed.data;
}

/** The review's year a row's payload names (null: a training wish). */
const yearOf = (row: ProposalRow): number | null => (isSkillKind(row.kind) ? skillOf(row).year : null);

/** The source as the file's language names it (e.g. "training wish #12", "evaluation 2026"). */
export const sourceLabel = (row: ProposalRow, idLang: LanguageId) =>
  translate(idLang, `proposals.source.${row.sourceType}`, { id: row.sourceId, year: yearOf(row) ?? '' });

/** What a file shows of a skill proposal: the skill's name and level in that file now (null: not in it). */
export interface SkillFacts {
  name: string;
  levelNow: number | null;
}

/** A proposal as a file shows it: its row's fields before (null: a new row) and after. */
export function shown(row: ProposalRow, idLang: LanguageId, acceptedIn: number[], skill?: SkillFacts): Proposal {
  const common = {
    id: row.id,
    kind: row.kind as ProposalKind,
    source: {
      type: row.sourceType as ProposalSourceType,
      id: row.sourceId,
      label: sourceLabel(row, idLang),
      year: yearOf(row),
    },
    createdAt: iso(row.createdAt)!,
    createdBy: personRef(row.createdById, row.createdByFirstName, row.createdByLastName),
    acceptedIn,
  };
  if (row.kind === 'certification') {
    const c = certificationOf(row);
    return {
      ...common,
      section: 'certifications',
      operation: 'add',
      skill: null,
      upToDate: false,
      changes: [
        { field: 'name', before: null, after: c.name },
        { field: 'organism', before: null, after: c.organism },
        { field: 'obtainedDate', before: null, after: c.obtainedDate },
        { field: 'expiryDate', before: null, after: c.expiryDate },
      ],
    };
  }
  const s = skillOf(row);
  if (!skill) throw proposalNotFound();
  return {
    ...common,
    section: 'skills',
    operation: skill.levelNow === null ? 'add' : 'update',
    skill: { id: s.idSkill, name: skill.name },
    upToDate: skill.levelNow === s.level,
    changes: [
      {
        field: 'level',
        before: skill.levelNow === null ? null : String(skill.levelNow),
        after: String(s.level),
      },
    ],
  };
}
