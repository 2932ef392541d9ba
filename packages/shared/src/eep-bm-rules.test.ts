import { describe, expect, it } from 'vitest';
import {
  bmCheckFlags,
  bmRadarSeries,
  bmSummary,
  colourOf,
  defaultProfileOf,
  eepBmPermissions,
  hasBusinessManagerReview,
  mayWriteBmField,
  missingBmData,
  skillsFlagOf,
  tabOfMissing,
  vision,
} from './eep-bm-rules';

const line = (id: number, goal: number, e: number | null, m: number | null) => ({
  id,
  goal,
  evaluationConsultant: e,
  evaluationManager: m,
});

describe('the summary, by hand', () => {
  it('takes each vision as the mean of the rated lines the profile assesses', () => {
    expect(vision([3, 4, null, 0])).toBe(3.5);
    expect(vision([null, 0])).toBeNull();
    expect(vision([1, 2, 2])).toBe(1.67);
    // Line 3 has goal 0 (not assessed under the profile): left out of both means.
    const [row] = bmSummary([
      { id: 6, objectifMaturity: 3, lines: [line(1, 3, 2, 4), line(2, 2, 3, 3), line(3, 0, 1, 1)] },
    ]);
    expect(row).toEqual({
      idSkillCategoryType: 6,
      objectifMaturity: 3,
      employeeVision: 2.5,
      managerVision: 3.5,
      difference: 0,
      colour: 'green',
    });
  });

  it('colours green when the mean of both visions reaches the objective, a missing one counting as the objective', () => {
    expect(colourOf(3, 2, 4)).toBe('green'); // (2 + 4) / 2 = 3
    expect(colourOf(3, 2, 3.5)).toBe('orange'); // 2.75
    expect(colourOf(3, 2, null)).toBe('orange'); // (2 + 3) / 2 = 2.5
    expect(colourOf(2, null, null)).toBe('green'); // 2
    expect(colourOf(4, 4, null)).toBe('green');
    const [row] = bmSummary([{ id: 7, objectifMaturity: 3, lines: [line(1, 3, 2, null)] }]);
    expect(row).toMatchObject({ employeeVision: 2, managerVision: null, difference: -0.5, colour: 'orange' });
  });

  it('draws the radar at scores / 4, last year dashed only when there was a review', () => {
    const rows = bmSummary([
      { id: 6, objectifMaturity: 3, lines: [line(1, 3, 2, 4)] },
      { id: 7, objectifMaturity: 2, lines: [line(2, 2, null, 1)] },
    ]);
    expect(bmRadarSeries(rows)).toEqual([
      { key: 'objective', values: [0.75, 0.5], dashed: false },
      { key: 'employee', values: [0.5, 0], dashed: false },
      { key: 'manager', values: [1, 0.25], dashed: false },
    ]);
    expect(bmRadarSeries(rows, [3, null]).at(-1)).toEqual({ key: 'lastYear', values: [0.75, 0], dashed: true });
  });
});

describe('the checks', () => {
  const input = {
    mobility: '',
    interviewDate: null,
    categories: [
      { id: 6, objectifMaturity: 3, lines: [line(1, 3, 2, null), line(2, 0, null, null)] },
      { id: 14, objectifMaturity: 2, lines: [line(3, 2, null, 4)] },
    ],
    languages: [],
  };

  it('asks the owner for mobility, their vision of assessed lines and languages; the reviewer for the date', () => {
    expect(missingBmData(input, 'consultant')).toEqual(['skills.epskills.3', 'languages', 'mobility']);
    expect(missingBmData(input, 'manager')).toEqual(['interviewDate', 'skills.bdskills.1', 'languages']);
  });

  it('answers checkEEPData’s flags per category and names the tab of each missing key', () => {
    const flags = bmCheckFlags(missingBmData(input, 'consultant'));
    expect(flags).toMatchObject({ mobilityDataKO: true, interviewDateNManagerKO: false, languagesDataKO: true });
    expect(flags.epSkillsDataKO).toBe(true);
    expect(flags.bdSkillsDataKO).toBe(false);
    expect(Object.keys(flags).filter((k) => k.endsWith('SkillsDataKO'))).toHaveLength(9);
    expect(skillsFlagOf('cmskills')).toBe('cmSkillsDataKO');
    expect(['interviewDate', 'skills.bdskills.1', 'languages', 'mobility'].map(tabOfMissing)).toEqual([
      'general',
      'skills',
      'assessment',
      'projection',
    ]);
  });
});

describe('who has a review and who writes what', () => {
  const account = (roleId: number, boondProfile: string | null = null) => ({
    roleId,
    idRoleInternal: null,
    boondProfile,
  });

  it('gives roles 3–5 a review, not subcontractors, and a profile from the role', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => hasBusinessManagerReview(account(r)))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(hasBusinessManagerReview(account(3, 'Sous Traitant'))).toBe(false);
    expect([3, 4, 5].map(defaultProfileOf)).toEqual([1, 3, 5]);
  });

  it('lets the owner write their side of a draft and the reviewer theirs, HR both once validated', () => {
    const facts = { isOwner: true, managesOwner: false, ownerEvaluable: true };
    const owner = eepBmPermissions(account(3), facts, 1);
    expect(mayWriteBmField(owner, 'mobility')).toBe(true);
    expect(mayWriteBmField(owner, 'strengthsManager')).toBe(false);
    expect(mayWriteBmField(owner, 'otherActions')).toBe(true);
    const reviewer = eepBmPermissions(account(4), { ...facts, isOwner: false, managesOwner: true }, 2);
    expect(reviewer).toMatchObject({ canValidate: true, canEditConsultantSide: false });
    expect(mayWriteBmField(reviewer, 'idBusinessManager')).toBe(true);
    expect(mayWriteBmField(reviewer, 'mobility')).toBe(false);
    const hr = eepBmPermissions(account(6), { ...facts, isOwner: false, managesOwner: true }, 3);
    expect(hr).toMatchObject({ isHrCorrection: true, canEditConsultantSide: true, canEditManagerSide: true });
    // A consultant's account never opens the page.
    expect(eepBmPermissions(account(1), { ...facts, isOwner: false }, 1).canRead).toBe(false);
  });
});
