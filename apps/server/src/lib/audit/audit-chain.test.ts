import { describe, expect, it } from 'vitest';
import { chainHash, createChainWalker, GENESIS_HASH, type ChainedEntry } from './audit-chain';

const entry = (over: Partial<ChainedEntry> = {}): ChainedEntry => ({
  at: new Date('2026-11-26T10:00:00.123Z'),
  actorPersonId: 3,
  actorAccountId: 3,
  action: 'read',
  objectType: 'ea',
  objectId: 12,
  subjectPersonId: 4,
  result: 'ok',
  detail: '',
  ip: '127.0.0.1',
  userAgent: 'test',
  ...over,
});

describe('audit chain', () => {
  it('links each entry to the one before and finds a changed, removed or inserted entry', () => {
    const entries = [entry(), entry({ action: 'submit' }), entry({ detail: 'é — ✓' })];
    let previous = GENESIS_HASH;
    const chained = entries.map((e) => {
      previous = chainHash(previous, e);
      return { ...e, hash: previous };
    });
    const walk = (list: typeof chained) => {
      const walker = createChainWalker();
      return list.findIndex((e) => !walker.check(e));
    };
    expect(walk(chained)).toBe(-1);
    expect(walk([chained[0]!, { ...chained[1]!, subjectPersonId: 5 }, chained[2]!])).toBe(1);
    expect(walk([chained[0]!, chained[2]!])).toBe(1);
    expect(walk([chained[0]!, { ...chained[1]!, at: new Date(chained[1]!.at.getTime() + 1) }])).toBe(1);
  });

  it('distinguishes null from an empty or zero value', () => {
    expect(chainHash(GENESIS_HASH, entry({ objectId: null }))).not.toBe(
      chainHash(GENESIS_HASH, entry({ objectId: 0 })),
    );
  });
});
