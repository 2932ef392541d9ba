import { describe, expect, it } from 'vitest';
import type { KeyPeopleRecord } from '@my-skills/shared/schemas/key-people';
import { bodyOf, valuesOf } from './key-people-form';

const record: KeyPeopleRecord = {
  idUser: 4,
  exists: true,
  rowVersion: 3,
  status: 'past',
  userInfo: {
    idUser: 4,
    firstName: 'Alice',
    lastName: 'Martin',
    reference: 'MS-0001',
    managerName: 'Marc Durand',
    hasBoond: true,
    categories: [2, 1],
    kptEvalCapacity: true,
    kptTechContributor: false,
    kptArchitectCapacity: false,
    kptRecruitQuality: false,
    kptConceptionTraining: false,
    kptPreSale: true,
    kptComment: 'Référente Java',
    kpmissionComment: '',
    kpmissionRsiComment: '',
    kphpoComment: '',
  },
  missionData: [
    { id: 9, client: ' Airbus ', idBrand: 1, brandName: 'Astek', startDate: '2025-01-06', endDate: null, role: 'Lead' },
  ],
  allPosition: [{ id: 3, title: 'Consultante', startDate: null, endDate: null }],
  dcSkillsData: [
    // Saved: its rate wins over the file's level.
    { idSkill: 1, label: 'Java', name: 'Java', starLevel: 4, suggestedRate: 5, rate: 4, high: true, inFile: true },
    // Not rated yet: the file's level on Boond's scale.
    {
      idSkill: 2,
      label: 'Docker',
      name: 'Docker',
      starLevel: 3,
      suggestedRate: 3,
      rate: null,
      high: false,
      inFile: true,
    },
    // Saved, no longer in the file: kept.
    { idSkill: 3, label: 'Go', name: 'Go', starLevel: null, suggestedRate: null, rate: 2, high: false, inFile: false },
  ],
  skillsFile: { idDc: 12, idLang: 1 },
  canEdit: true,
  updatedAt: null,
  updatedByName: null,
  delivery: null,
};

describe('the key-people form', () => {
  it('edits the record: saved rates, else the file’s level on Boond’s scale', () => {
    const values = valuesOf(record);
    expect(values.status).toBe('past');
    expect(values.dcSkillsData.map((s) => [s.idSkill, s.rate, s.high, s.inFile])).toEqual([
      [1, 4, true, true],
      [2, 3, false, true],
      [3, 2, false, false],
    ]);
    expect(values.userInfo).not.toHaveProperty('firstName');
  });

  it('sends the spec’s body under the row version read: sorted categories, trimmed texts, every skill rated', () => {
    expect(bodyOf(4, 3, valuesOf(record))).toEqual({
      idUser: 4,
      rowVersion: 3,
      status: 'past',
      userInfo: { ...valuesOf(record).userInfo, categories: [1, 2] },
      missionData: [{ client: 'Airbus', idBrand: 1, startDate: '2025-01-06', endDate: null, role: 'Lead' }],
      allPosition: [{ title: 'Consultante', startDate: null, endDate: null }],
      dcSkillsData: [
        { idSkill: 1, rate: 4, high: true },
        { idSkill: 2, rate: 3, high: false },
        { idSkill: 3, rate: 2, high: false },
      ],
    });
  });
});
