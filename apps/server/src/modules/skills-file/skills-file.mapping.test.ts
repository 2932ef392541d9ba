import { describe, expect, it } from 'vitest';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';
import { hasContent, monthYear, toDocumentData, toTechnicalData } from './skills-file.mapping';

const details = (over: Partial<DcDetails> = {}): DcDetails =>
  ({
    id: 1,
    idUser: 2,
    idLang: 1,
    title: '',
    summary: '',
    experienceYears: 0,
    identity: {
      idUser: 2,
      firstName: 'Alice',
      lastName: 'Martin',
      email: 'a@x',
      reference: null,
      title: '',
      idDc: 1,
      status: 1,
      manager: null,
    },
    experiences: [],
    educations: [],
    languages: [],
    certifications: [],
    projects: [],
    skills: [],
    otherSkills: [],
    ...over,
  }) as DcDetails;

describe('toTechnicalData', () => {
  it('sends our own values (resolved through the tenant’s dictionary later), months as integers, never an empty string', () => {
    const data = toTechnicalData(
      details({
        title: '  ',
        experienceYears: 7,
        experiences: [
          {
            id: 1,
            idDc: 1,
            position: 'Dev',
            startDate: '2020-05-01',
            endDate: null,
            client: '',
            project: '',
            description: '',
            teamsMethods: '',
            tasks: '',
            tools: [],
          },
        ],
        skills: [
          {
            idSkill: 9,
            name: 'Java',
            label: 'Java',
            idSkillType: 1,
            skillTypeName: 'L',
            isSoft: false,
            level: 4,
            isActive: true,
          },
        ],
        languages: [
          { id: 1, idDc: 1, languageCode: 'en', languageName: 'Anglais', idLevel: 3, levelName: 'Courant' },
          { id: 2, idDc: 1, languageCode: 'br', languageName: 'Breton', idLevel: 1, levelName: 'Notions' },
        ],
        certifications: [
          {
            id: 1,
            idDc: 1,
            kind: 'certification',
            name: 'AWS Solutions Architect',
            organism: 'Amazon',
            obtainedDate: '2024-06-01',
            expiryDate: null,
            score: '',
            skills: [],
          },
        ],
      } as unknown as Partial<DcDetails>),
    );
    expect(data).toEqual({
      experienceYears: 7,
      tools: [{ idSkill: 9, label: 'Java', level: 4 }],
      languages: [
        { code: 'en', idLevel: 3 },
        { code: 'br', idLevel: 1 },
      ],
      diplomas: ['AWS Solutions Architect - Amazon - 2024'],
      references: [{ title: 'Dev', startMonth: 5, startYear: 2020 }],
    });
    expect(JSON.stringify(data)).not.toContain('""');
  });
  it('parses months without leading zeros', () => {
    expect(monthYear('2021-09-30')).toEqual({ month: 9, year: 2021 });
    expect(monthYear(null)).toBeUndefined();
  });
});

describe('toDocumentData', () => {
  it('groups skills by type, hard before soft, and knows an empty file', () => {
    const d = details({
      skills: [
        {
          idSkill: 1,
          name: 'Écoute',
          label: 'Écoute',
          idSkillType: 9,
          skillTypeName: 'Savoir-être',
          isSoft: true,
          level: 3,
          isActive: true,
        },
        {
          idSkill: 2,
          name: 'Java',
          label: 'Java',
          idSkillType: 1,
          skillTypeName: 'Langages',
          isSoft: false,
          level: 4,
          isActive: true,
        },
      ],
    });
    expect(toDocumentData(d, new Date(0)).skillsByType.map((g) => g.typeLabel)).toEqual(['Langages', 'Savoir-être']);
    expect(hasContent(details())).toBe(false);
    expect(hasContent(d)).toBe(true);
  });
});
