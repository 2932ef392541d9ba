import { describe, expect, it } from 'vitest';
import { buildEaDocumentData } from './ea-document';
import { evidencePeriod, evidenceTable, evidenceText } from './ea-evidence';

const experience = {
  kind: 'experience' as const,
  label: 'Banque',
  detail: 'Paiements',
  startDate: '2019-05-01',
  endDate: null,
};

describe('the evidence under the rated skills', () => {
  it('words an item and its period in the evaluation’s language', () => {
    expect(evidenceText(experience, 1)).toBe('Expérience : Banque — Paiements');
    expect(evidenceText({ ...experience, detail: '' }, 2)).toBe('Experience: Banque');
    expect(evidencePeriod(experience, 1)).toBe('01/05/2019 – en cours');
    expect(evidencePeriod({ ...experience, endDate: '2023-09-30' }, 2)).toBe('1 May 2019 – 30 September 2023');
    const cert = {
      kind: 'certification' as const,
      label: 'CKA',
      detail: 'CNCF',
      startDate: '2022-03-01',
      endDate: null,
    };
    expect(evidencePeriod(cert, 2)).toBe('obtained 1 March 2022');
    expect(evidencePeriod({ ...cert, startDate: null }, 1)).toBe('—');
    const training = { kind: 'training' as const, label: 'Docker', detail: '', startDate: '2024-02-01', endDate: null };
    expect(evidencePeriod(training, 1)).toBe('01/02/2024');
  });

  it('lists the lines of catalogue skills only, a line without evidence as such', () => {
    const data = buildEaDocumentData({
      idLang: 1,
      year: 2026,
      person: { firstName: 'Alice', lastName: 'Martin' },
      withEvidence: true,
      skills: [
        { idType: 1, label: 'Java', evidence: [experience], ...notes },
        { idType: 1, label: 'Go', evidence: [], ...notes },
        { idType: 2, label: 'Rigueur', ...notes },
      ],
    });
    expect(evidenceTable(data, data.skills[0]!)?.rows).toEqual([
      ['Java', 'Expérience : Banque — Paiements', '01/05/2019 – en cours'],
      ['Go', 'Aucune preuve confirmée', '—'],
    ]);
    expect(evidenceTable(data, data.skills[1]!)).toBeNull();
    // Without the option the builder keeps no evidence.
    const without = buildEaDocumentData({
      idLang: 1,
      year: 2026,
      person: { firstName: 'Alice', lastName: 'Martin' },
      skills: [{ idType: 1, label: 'Java', evidence: [experience], ...notes }],
    });
    expect(evidenceTable(without, without.skills[0]!)).toBeNull();
  });
});

const notes = { noteConsultant: 3, noteManager: 3, lastYearNote: null, commentConsultant: '', commentManager: '' };
