/**
 * The evidence behind a rating (issue 22 §3), as pure rules: who reads and decides a person's evidence, what counts
 * (confirmed items only), when a skill was last used, and the manager's warning on a high rating resting on old use.
 */
import { hasPagePermission, canOpenFileOf, type AccountSubject, type FileRelation } from './roles';

/** A rating of this or more (0–4 scale) is expected to rest on recent use. */
export const EVIDENCE_HIGH_RATING = 3;
/** "Recent": the last use ended at most this many years before the evaluation's year. */
export const EVIDENCE_STALE_YEARS = 3;

/**
 * Reading: those who read the person's skills file and evaluation (themself, their chain, "all" access); not the
 * DPO (no ficheDc). Deciding: the person themself.
 */
export function skillEvidencePermissions(a: AccountSubject, relation: FileRelation) {
  const canRead = hasPagePermission(a, 'ficheDc') && canOpenFileOf(a, relation);
  return { canRead, canDecide: canRead && relation.isOwner };
}

interface DatedItem {
  kind: string;
  state: string;
  startDate: string | null;
  endDate: string | null;
}

/** The last use of a skill: the latest end date of a confirmed experience, or ongoing (one has no end date). */
export function lastUse(items: readonly DatedItem[]): { lastUsed: string | null; ongoing: boolean } {
  const experiences = items.filter((i) => i.kind === 'experience' && i.state === 'confirmed');
  if (experiences.some((i) => i.endDate === null)) return { lastUsed: null, ongoing: true };
  const ends = experiences.map((i) => i.endDate!).sort();
  return { lastUsed: ends.at(-1) ?? null, ongoing: false };
}

/**
 * The year a rating's last use is too old for it ("rated 4, last used in 2019"), or null: a rating of 3 or more
 * whose last confirmed use ended more than EVIDENCE_STALE_YEARS years before the evaluation's year. Without a dated
 * use (no confirmed experience, or one ongoing) there is nothing to warn of.
 */
export function staleRatingYear(
  rating: number | null,
  use: { lastUsed: string | null; ongoing: boolean } | undefined,
  evaluationYear: number,
): number | null {
  if (rating === null || rating < EVIDENCE_HIGH_RATING || !use || use.ongoing || !use.lastUsed) return null;
  const year = Number(use.lastUsed.slice(0, 4));
  return evaluationYear - year > EVIDENCE_STALE_YEARS ? year : null;
}
