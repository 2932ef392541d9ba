import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';
import { describeMissing, isMissing, missingFieldsOfRow } from './missing-fields';
import { matchesTerm } from './skill-search';
import { formatPeriod } from '../../../lib/dates';

const skill = { label: 'PostgreSQL', name: 'PostgreSQL', names: 'PostgreSQL / Postgres' };

describe('skill picker search', () => {
  it('matches a substring of the label or names, in any case', () => {
    expect(matchesTerm(skill, 'gres')).toBe(true);
    expect(matchesTerm(skill, 'POSTGRES')).toBe(true);
    expect(matchesTerm(skill, '  sql ')).toBe(true);
    expect(matchesTerm(skill, '')).toBe(true);
    expect(matchesTerm(skill, 'mysql')).toBe(false);
  });
});

describe('missing data of a file', () => {
  const dc = {
    check: { ok: false, missing: ['experiences', 'skills', 'languages.7.idLevel', 'certifications.3.name'] },
    experiences: [],
    educations: [],
    languages: [{ id: 7, languageName: 'German' }],
    certifications: [{ id: 3, organism: 'ISTQB' }],
    projects: [],
  } as unknown as DcDetails;
  const t = ((key: string, values?: Record<string, string>) =>
    values ? `${key}(${Object.values(values).join('|')})` : key) as unknown as TFunction<'skillsFile'>;

  it('knows the file-level and row-level keys of isDCDataOK', () => {
    expect(isMissing(dc, 'experiences')).toBe(true);
    expect(isMissing(dc, 'projects')).toBe(false);
    expect(missingFieldsOfRow(dc, 'languages', 7)).toEqual(['idLevel']);
    expect(missingFieldsOfRow(dc, 'languages', 8)).toEqual([]);
  });

  it('lists them in words for the warning dialog', () => {
    expect(describeMissing(dc, t)).toEqual([
      'missing.experiences',
      'missing.skills',
      'missing.rowField(sections.languages|language.level| (German))',
      'missing.rowField(sections.certifications|certification.name| (ISTQB))',
    ]);
  });
});

describe('periods', () => {
  it('shows an open period up to today and nothing when no date is known', () => {
    expect(formatPeriod('2021-03-01', null, 'en', 'today')).toBe('Mar 2021 – today');
    expect(formatPeriod(null, null, 'en', 'today')).toBe('');
  });
});
