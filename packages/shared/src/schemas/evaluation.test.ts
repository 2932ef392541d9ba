import { describe, expect, it } from 'vitest';
import {
  eaDetailsQuery,
  eaSaveBody,
  eepLanguageBody,
  goalBody,
  otherActionBody,
  skillEvaluationBulkUpdateBody,
  skillEvaluationInsertBody,
} from './evaluation';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) => schema.safeParse(v).success;

describe('evaluation schemas', () => {
  it('names an evaluation by id, or by person and year', () => {
    expect(ok(eaDetailsQuery, { idEa: '4' })).toBe(true);
    expect(ok(eaDetailsQuery, { idUser: '4', year: '2026' })).toBe(true);
    expect(ok(eaDetailsQuery, { idUser: '4' })).toBe(false);
    expect(ok(eaDetailsQuery, { idUser: '4', year: '1999' })).toBe(false);
  });

  it('opens with a year, saves with an id and its row version', () => {
    expect(ok(eaSaveBody, { year: 2026 })).toBe(true);
    expect(ok(eaSaveBody, { idEa: 3, rowVersion: 2, synthese: 'ok' })).toBe(true);
    expect(ok(eaSaveBody, { idEa: 3, synthese: 'ok' })).toBe(false);
    expect(ok(eaSaveBody, {})).toBe(false);
    const parsed = eaSaveBody.parse({ idEa: 3, rowVersion: 2, cadreEntretien: { dateEntretienN: '' } });
    expect(parsed.cadreEntretien?.dateEntretienN).toBeNull();
    expect(ok(eaSaveBody, { idEa: 3, rowVersion: 2, cadreEntretien: { dateEntretienN: '2026-02-30' } })).toBe(false);
    expect(ok(eaSaveBody, { idEa: 3, rowVersion: 2, synthese: 'x'.repeat(4097) })).toBe(false);
    expect(ok(eaSaveBody, { idEa: 3, rowVersion: 2, bilanAnnuel: { evaluationPerformance: 5 } })).toBe(false);
  });

  it('rates 0 to 4 and needs a criterion or a label for a new line', () => {
    const keys = { idEa: 1, rowVersion: 1 };
    expect(ok(skillEvaluationInsertBody, { ...keys, idType: 2, idCriterion: 5 })).toBe(true);
    expect(ok(skillEvaluationInsertBody, { ...keys, idType: 2, label: 'Écoute' })).toBe(true);
    expect(ok(skillEvaluationInsertBody, { ...keys, idType: 2 })).toBe(false);
    expect(ok(skillEvaluationInsertBody, { ...keys, idType: 6, label: 'x' })).toBe(false);
    expect(ok(skillEvaluationBulkUpdateBody, { ...keys, lines: [{ id: 1, noteManager: 4 }] })).toBe(true);
    expect(ok(skillEvaluationBulkUpdateBody, { ...keys, lines: [{ id: 1, noteManager: 5 }] })).toBe(false);
    expect(ok(skillEvaluationBulkUpdateBody, { ...keys, lines: [{ id: 1, noteConsultant: null }] })).toBe(true);
  });

  it('requires the texts of objectives, languages and next-year actions', () => {
    const keys = { idEa: 1, rowVersion: 1 };
    expect(ok(goalBody, { ...keys, text: 'Certification AWS', dueDate: '2027-06-30' })).toBe(true);
    expect(ok(goalBody, { ...keys, text: '  ' })).toBe(false);
    expect(ok(eepLanguageBody, { ...keys, name: 'Anglais', idLanguageLevel: 3 })).toBe(true);
    expect(ok(eepLanguageBody, { ...keys, name: 'Anglais', idLanguageLevel: 0 })).toBe(false);
    expect(ok(eepLanguageBody, { ...keys, name: 'x'.repeat(129), idLanguageLevel: 2 })).toBe(false);
    const action = { actionType: 'Tutorat', motivationJustification: 'Transmettre', implementationSystems: 'Binôme' };
    expect(ok(otherActionBody, { ...keys, ...action })).toBe(true);
    expect(ok(otherActionBody, { ...keys, ...action, implementationSystems: '' })).toBe(false);
  });
});
