import { describe, expect, it } from 'vitest';
import { lastUse, skillEvidencePermissions, staleRatingYear } from './skill-evidence-rules';

const account = (roleId: number) => ({ roleId, idRoleInternal: null, boondProfile: null });
const exp = (state: string, endDate: string | null) => ({
  kind: 'experience',
  state,
  startDate: '2015-01-01',
  endDate,
});

describe('skill evidence rules', () => {
  it('lets the person, their chain and "all" access read; only the person decide; never the DPO', () => {
    const own = { isOwner: true, managesOwner: false };
    const chain = { isOwner: false, managesOwner: true };
    const stranger = { isOwner: false, managesOwner: false };
    expect(skillEvidencePermissions(account(1), own)).toEqual({ canRead: true, canDecide: true });
    expect(skillEvidencePermissions(account(3), chain)).toEqual({ canRead: true, canDecide: false });
    expect(skillEvidencePermissions(account(6), stranger)).toEqual({ canRead: true, canDecide: false });
    expect(skillEvidencePermissions(account(2), stranger)).toEqual({ canRead: false, canDecide: false });
    expect(skillEvidencePermissions(account(7), chain)).toEqual({ canRead: false, canDecide: false });
  });

  it('takes the last use from confirmed experiences only', () => {
    expect(lastUse([])).toEqual({ lastUsed: null, ongoing: false });
    expect(lastUse([exp('confirmed', '2019-09-30'), exp('confirmed', '2021-01-31'), exp('proposed', null)])).toEqual({
      lastUsed: '2021-01-31',
      ongoing: false,
    });
    expect(lastUse([exp('confirmed', '2019-09-30'), exp('confirmed', null)])).toEqual({
      lastUsed: null,
      ongoing: true,
    });
    expect(lastUse([{ kind: 'certification', state: 'confirmed', startDate: null, endDate: '2030-01-01' }])).toEqual({
      lastUsed: null,
      ongoing: false,
    });
  });

  it('flags a rating of 3 or more whose last use ended more than three years before the evaluation year', () => {
    const used = (lastUsed: string | null, ongoing = false) => ({ lastUsed, ongoing });
    expect(staleRatingYear(4, used('2019-09-30'), 2026)).toBe(2019);
    expect(staleRatingYear(3, used('2022-12-31'), 2026)).toBe(2022);
    expect(staleRatingYear(3, used('2023-01-01'), 2026)).toBeNull();
    expect(staleRatingYear(2, used('2010-01-01'), 2026)).toBeNull();
    expect(staleRatingYear(null, used('2010-01-01'), 2026)).toBeNull();
    expect(staleRatingYear(4, used(null, true), 2026)).toBeNull();
    expect(staleRatingYear(4, used(null), 2026)).toBeNull();
    expect(staleRatingYear(4, undefined, 2026)).toBeNull();
  });
});
