import { describe, expect, it } from 'vitest';
import { formatDay } from './dc-document';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import {
  averageText,
  buildEaDocumentData,
  eaDocumentFileName,
  eaHeaderFacts,
  formatEaDate,
  hashLine,
  identityFacts,
  ratingLabel,
  scoreLabel,
  signatureBlocks,
  skillComments,
  type EaDocumentInput,
} from './ea-document';
import { EA_SIGNED_HASH, minimalEaDocument, richEaDocument } from '../../../test/support/ea-document-fixture';

describe('formats', () => {
  it('writes dates dd/MM/yyyy in French and day month year in English', () => {
    expect(formatEaDate('2026-02-05', 1)).toBe('05/02/2026');
    expect(formatEaDate('2026-02-05', 2)).toBe('5 February 2026');
    expect(formatEaDate(new Date('2026-03-12T09:30:00Z'), 1)).toBe('12/03/2026');
    expect(formatEaDate(null, 1)).toBe('');
    expect(formatEaDate('not a date', 2)).toBe('');
    expect(formatEaDate('2026-13-01', 1)).toBe('');
    // The same as the skills file's dates.
    for (const d of ['2024-01-01', '2025-12-31', '1988-05-17'])
      for (const idLang of [1, 2] as const) expect(formatEaDate(d, idLang)).toBe(formatDay(d, idLang));
  });

  it('names scores and ratings in the evaluation’s language', () => {
    expect(scoreLabel(0, 1)).toBe('Non concerné');
    expect(scoreLabel(3, 2)).toBe('Masters autonomously');
    expect(scoreLabel(null, 1)).toBe('');
    expect(ratingLabel(1, 1)).toBe('Très satisfaisant');
    expect(ratingLabel(4, 2)).toBe('Insufficient');
    expect(ratingLabel(null, 2)).toBe('');
  });

  it('writes averages with the language’s decimal separator', () => {
    expect(averageText(2.5, 1)).toBe('2,50');
    expect(averageText(2.5, 2)).toBe('2.50');
    expect(averageText(null, 1)).toBe('—');
  });
});

describe('buildEaDocumentData', () => {
  it('groups the lines by the five types in the form’s order and averages them (rated lines only)', () => {
    const data = buildEaDocumentData({
      idLang: 2,
      year: 2026,
      person: { firstName: 'Alice', lastName: 'Martin' },
      skills: [
        {
          idType: 4,
          label: 'Autonomy',
          noteConsultant: 3,
          noteManager: 2,
          lastYearNote: null,
          commentConsultant: '',
          commentManager: '',
        },
        {
          idType: 1,
          label: 'Java',
          noteConsultant: 4,
          noteManager: 0,
          lastYearNote: 3,
          commentConsultant: '',
          commentManager: '',
        },
        {
          idType: 1,
          label: 'SQL',
          noteConsultant: 2,
          noteManager: 3,
          lastYearNote: 2,
          commentConsultant: '',
          commentManager: '',
        },
      ],
      typeLabels: { 3: 'Management' },
    });
    expect(data.skills.map((g) => [g.idType, g.typeLabel, g.lines.length])).toEqual([
      [1, 'Technical skills', 2],
      [2, 'Professional / functional skills', 0],
      [3, 'Management', 0],
      [4, 'Behavioral skills', 1],
      [5, 'Linguistic skills', 0],
    ]);
    expect(data.summary[0]).toEqual({
      idType: 1,
      typeLabel: 'Technical skills',
      consultant: 3,
      manager: 3,
      lastYear: 2.5,
    });
    expect(data.summary[1]).toMatchObject({ consultant: null, manager: null, lastYear: null });
    expect(data.signatures.employee).toEqual({ name: 'Alice Martin', submittedAt: null });
    expect(data.documentHash).toBeNull();
  });

  it('translates the ratings given as numbers', () => {
    const data = richEaDocument(1);
    expect(data.annualReview.performance).toBe('Très satisfaisant');
    expect(data.lastYearGoals.map((g) => g.achievement)).toEqual(['Très satisfaisant', 'Satisfaisant']);
    expect(data.trainingReviews.map((r) => r.evaluation)).toEqual(['Très satisfaisant', 'Moyen']);
    expect(data.skills.flatMap((g) => g.lines)).toHaveLength(60);
  });

  it('takes the parts of the evaluation’s API answer as they are', () => {
    // Compile-time check: the API's shapes fit the builder's input without mapping.
    const fromDetails = (d: EaDetails): EaDocumentInput => ({
      idLang: d.idLang === 2 ? 2 : 1,
      year: d.year,
      statusName: d.statusName,
      person: d.person,
      skills: d.skills,
      goals: d.goals,
      lastYearGoals: d.lastYearGoals,
      evolution: d.evolutionProfessionnelle,
      otherActions: d.otherActions,
      trainingReviews: d.trainingReviews,
      languages: d.languages.map((l) => ({ name: l.name, level: l.levelName })),
    });
    expect(typeof fromDetails).toBe('function');
  });
});

describe('document parts', () => {
  it('states year, reference, manager and status in the header', () => {
    expect(eaHeaderFacts(richEaDocument(1))).toEqual([
      'Année : 2026',
      'Réf. AM-0042',
      'Manager : Paul Durand',
      'Statut : Soumis',
    ]);
    expect(eaHeaderFacts(richEaDocument(2, { signed: true }))).toEqual([
      'Year: 2026',
      'Ref. AM-0042',
      'Manager: Paul Durand',
      'Status: Validated',
    ]);
  });

  it('lists the identity facts, an empty one as a dash', () => {
    expect(identityFacts(minimalEaDocument())[0]).toEqual(['Expérience', '—']);
    expect(identityFacts(richEaDocument(1))).toContainEqual(['Date de naissance', '17/05/1988']);
  });

  it('joins both sides’ comments of a line', () => {
    const line = {
      label: 'Java',
      consultant: 3,
      manager: 4,
      lastYear: null,
      commentConsultant: ' Bien ',
      commentManager: 'Oui',
    };
    expect(skillComments(line, 1)).toBe('Salarié : Bien\nManager : Oui');
    expect(skillComments({ ...line, commentConsultant: '' }, 2)).toBe('Manager: Oui');
  });

  it('signs with dates, or says not signed; the fingerprint only once signed', () => {
    expect(signatureBlocks(richEaDocument(1)).map((b) => b.date)).toEqual(['Soumis le : 21/02/2026', 'Non signé']);
    expect(signatureBlocks(richEaDocument(2, { signed: true })).map((b) => b.date)).toEqual([
      'Submitted on: 21 February 2026',
      'Signed on: 25 February 2026',
    ]);
    expect(hashLine(richEaDocument(1))).toBeNull();
    expect(hashLine(richEaDocument(1, { signed: true }))).toBe(
      `Empreinte SHA-256 du document signé : ${EA_SIGNED_HASH}`,
    );
  });

  it('names the file after the year, the person and the language', () => {
    const data = minimalEaDocument({ person: { firstName: 'Élodie', lastName: 'Le Gall', reference: null } });
    expect(eaDocumentFileName(data, 'pdf')).toBe('EA_2026_Le-Gall_Elodie_FR.pdf');
  });
});
