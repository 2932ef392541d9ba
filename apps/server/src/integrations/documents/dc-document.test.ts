import { describe, expect, it } from 'vitest';
import {
  dcDocumentFileName,
  formatMonthYear,
  formatPeriod,
  headerFacts,
  levelLabel,
  prepareDcDocument,
  sortNewestFirst,
} from './dc-document';
import { winAnsiSafe, xmlSafe } from './text';
import { minimalDcDocument, richDcDocument } from '../../../test/support/dc-document-fixture';

describe('periods', () => {
  it('shows month and year in the file’s language', () => {
    expect(formatMonthYear('2019-09-01', 1)).toBe('septembre 2019');
    expect(formatMonthYear('2019-09-30', 2)).toBe('September 2019');
    expect(formatMonthYear(null, 1)).toBe('');
    expect(formatMonthYear('not a date', 1)).toBe('');
  });

  it('reads an open end as today, and leaves out what is missing', () => {
    expect(formatPeriod('2019-09-01', '2021-03-31', 1)).toBe('septembre 2019 – mars 2021');
    expect(formatPeriod('2019-09-01', null, 1)).toBe('septembre 2019 – aujourd’hui');
    expect(formatPeriod('2019-09-01', null, 2)).toBe('September 2019 – today');
    expect(formatPeriod(null, '2021-03-31', 2)).toBe('March 2021');
    expect(formatPeriod(null, null, 2)).toBe('');
  });
});

describe('ordering', () => {
  it('lists the newest first, current ones first among equal starts, undated last', () => {
    const items = [
      { id: 'old', startDate: '2010-01-01', endDate: '2012-01-01' },
      { id: 'undated', startDate: null, endDate: null },
      { id: 'recent-ended', startDate: '2022-05-01', endDate: '2023-01-01' },
      { id: 'recent-current', startDate: '2022-05-01', endDate: null },
      { id: 'middle', startDate: '2018-02-01', endDate: '2020-01-01' },
    ];
    expect(sortNewestFirst(items).map((i) => i.id)).toEqual([
      'recent-current',
      'recent-ended',
      'middle',
      'old',
      'undated',
    ]);
  });
});

describe('header and sections', () => {
  it('states the years of experience and the reference, in the file’s language', () => {
    expect(headerFacts(minimalDcDocument({ yearsOfExperience: 12 }))).toEqual(['12 ans d’expérience', 'Réf. AM-0042']);
    expect(headerFacts(minimalDcDocument({ idLang: 2, yearsOfExperience: 1 }))).toEqual([
      '1 year of experience',
      'Ref. AM-0042',
    ]);
    expect(headerFacts(minimalDcDocument({ person: { firstName: 'A', lastName: 'B', reference: null } }))).toEqual([]);
  });

  it('drops empty skill types and nameless items', () => {
    const prepared = prepareDcDocument(
      minimalDcDocument({
        skillsByType: [
          { typeLabel: 'Vide', skills: [] },
          {
            typeLabel: 'Langages',
            skills: [
              { name: ' ', level: 2 },
              { name: 'Java', level: 4 },
            ],
          },
        ],
        education: [{ degree: '', school: 'x', year: null, mention: null }],
      }),
    );
    expect(prepared.skillsByType).toEqual([{ typeLabel: 'Langages', skills: [{ name: 'Java', level: 4 }] }]);
    expect(prepared.education).toEqual([]);
  });

  it('names the levels as the specification does', () => {
    expect([1, 2, 3, 4].map((l) => levelLabel(l as 1 | 2 | 3 | 4, 2))).toEqual([
      'Knowledge',
      'Partial capacity',
      'Independent capacity',
      'Expertise',
    ]);
    expect(levelLabel(3, 1)).toBe('Capacité autonome');
  });

  it('makes a plain file name', () => {
    const data = richDcDocument(2, { person: { firstName: 'Zoé', lastName: 'D’Arc / Lefèvre', reference: null } });
    expect(dcDocumentFileName(data, 'pdf')).toBe('DC_D-Arc-Lefevre_Zoe_EN.pdf');
  });
});

describe('text hygiene', () => {
  it('keeps what Helvetica shows (French accents, œ, ’, €) and replaces the rest sensibly', () => {
    expect(winAnsiSafe('Cœur d’équipe à 1 000 € — « déjà » ÇA')).toBe('Cœur d’équipe à 1 000 € — « déjà » ÇA');
    expect(winAnsiSafe('a → b ≥ c')).toBe('a -> b >= c');
    expect(winAnsiSafe('Kraków, Ştefan, Łódź, 東京')).toBe('Kraków, Stefan, Lódz, ??');
    expect(winAnsiSafe('tab\tline\r\nnext\u0007')).toBe('tab\tline\nnext');
  });

  it('removes what XML forbids and keeps other characters', () => {
    expect(xmlSafe('a\u0001b\u000bc\ud800d 😀 東京')).toBe('abcd 😀 東京');
  });
});
