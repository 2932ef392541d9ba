import { describe, expect, it } from 'vitest';
import { fromBoondTechnicalData, toBoondDate, toBoondTechnicalData } from './technical-data';
import { isRetryableStatus } from './errors';

describe('fromBoondTechnicalData', () => {
  it('drops the empty strings a GET answers and reads numbers given as strings', () => {
    expect(
      fromBoondTechnicalData({
        title: '',
        skills: 'Java',
        tools: [{ tool: 'Git', level: '4' }],
        languages: [{ language: '2', level: 3 }],
        diplomas: ['', 'Master'],
        training: '',
        experience: '',
        references: [
          {
            id: 501,
            title: 'Portal',
            company: '',
            description: 'Rewrite',
            startMonth: '05',
            startYear: 2024,
            endMonth: '',
            endYear: '',
            skills: '',
          },
          { title: '' },
        ],
      }),
    ).toEqual({
      skills: 'Java',
      tools: [{ tool: 'Git', level: 4 }],
      languages: [{ language: 2, level: 3 }],
      diplomas: ['Master'],
      references: [{ id: '501', title: 'Portal', description: 'Rewrite', startMonth: 5, startYear: 2024 }],
    });
  });
});

describe('toBoondTechnicalData', () => {
  it('sends only set values, months as integers, so that what was read can be written back', () => {
    expect(
      toBoondTechnicalData({
        title: 'Architect',
        training: '  ',
        diplomas: ['Master', ''],
        experience: 0,
        references: [{ id: '0', title: 'Portal', company: '', startMonth: Number('05'), endMonth: undefined }],
      }),
    ).toEqual({
      title: 'Architect',
      diplomas: ['Master'],
      experience: 0,
      references: [{ id: '0', title: 'Portal', startMonth: 5 }],
    });
  });
});

describe('toBoondDate', () => {
  it('always sends a date-time with its offset: Boond dates kept, a day is its midnight, others in local time', () => {
    expect(toBoondDate('2026-03-12T09:24:00+0100')).toBe('2026-03-12T09:24:00+0100');
    expect(toBoondDate('2026-03-12')).toMatch(/^2026-03-12T00:00:00[+-]\d{4}$/);
    expect(toBoondDate('2026-03-12T08:24:00.000Z')).toMatch(/^2026-03-1[23]T\d{2}:24:00[+-]\d{4}$/);
    expect(toBoondDate('not a date')).toBe('not a date');
  });
});

describe('isRetryableStatus', () => {
  it.each([
    [0, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [404, false],
    [422, false],
    [501, false],
  ])('%i → %s', (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable);
  });
});
