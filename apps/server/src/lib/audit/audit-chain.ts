/**
 * The audit trail's chain (issue 23, decision 023): every entry carries the SHA-256 of the previous entry's hash
 * followed by its own canonical form, so changing, removing or inserting an entry breaks the link after it.
 *
 * The hash is computed by PostgreSQL when the entry is written (`sha256(convert_to(prev || canonical, 'UTF8'))`,
 * the same bytes as here), and checked here when the trail is verified.
 */
import { createHash } from 'node:crypto';

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry says, as the chain covers it (every column but its id and hash). */
export interface ChainedEntry {
  at: Date;
  actorPersonId: number | null;
  actorAccountId: number | null;
  action: string;
  objectType: string | null;
  objectId: number | null;
  subjectPersonId: number | null;
  result: string;
  detail: string;
  ip: string;
  userAgent: string;
}

/** The entry's canonical form: a JSON array in a fixed order (the time in ISO 8601 with milliseconds). */
export const canonicalEntry = (e: ChainedEntry): string =>
  JSON.stringify([
    e.at.toISOString(),
    e.actorPersonId,
    e.actorAccountId,
    e.action,
    e.objectType,
    e.objectId,
    e.subjectPersonId,
    e.result,
    e.detail,
    e.ip,
    e.userAgent,
  ]);

/** The hash of an entry after `previous`. */
export const chainHash = (previous: string, e: ChainedEntry): string =>
  createHash('sha256')
    .update(previous + canonicalEntry(e), 'utf8')
    .digest('hex');

/** The first entry whose hash does not follow from the one before it. */
export interface BrokenLink {
  id: string;
  at: Date;
}

/** Walks entries in id order, keeping the last hash: `check` answers false at the first broken link. */
export function createChainWalker(previous = GENESIS_HASH) {
  let last = previous;
  return {
    check(e: ChainedEntry & { hash: string }): boolean {
      const expected = chainHash(last, e);
      if (expected !== e.hash) return false;
      last = e.hash;
      return true;
    },
    get last() {
      return last;
    },
  };
}
