import { describe, expect, it } from 'vitest';
import {
  EVALUATION_FIELD_SIDES,
  EVALUATION_SAVE_FIELDS,
  fieldName,
  fieldOfPath,
  mayWriteField,
  namedFields,
  sameValue,
  valueAt,
} from './evaluation-sides';
import {
  bilanAnnuelInput,
  cadreEntretienInput,
  eaSaveBody,
  evolutionProfessionnelleInput,
  skillEvaluationRatings,
} from './schemas/evaluation';

describe('the field → side map', () => {
  it('covers every field a save can name, and nothing else', () => {
    const blocks = { cadreEntretien: cadreEntretienInput, bilanAnnuel: bilanAnnuelInput };
    const expected = [
      ...Object.entries(blocks).flatMap(([block, schema]) => Object.keys(schema.shape).map((k) => `${block}.${k}`)),
      ...Object.keys(evolutionProfessionnelleInput.shape).map((k) => `evolutionProfessionnelle.${k}`),
      ...Object.keys(eaSaveBody.shape).filter(
        (k) =>
          !['idEa', 'rowVersion', 'idUser', 'year', 'idLang', 'skillLines'].includes(k) &&
          !['cadreEntretien', 'bilanAnnuel', 'evolutionProfessionnelle'].includes(k),
      ),
    ];
    expect([...EVALUATION_SAVE_FIELDS].sort()).toEqual(expected.sort());
    const lineFields = Object.keys(skillEvaluationRatings.shape).map((k) => `skillLines.${k}`);
    for (const f of lineFields) expect(f in EVALUATION_FIELD_SIDES, f).toBe(true);
  });

  it('gives every field a name in both languages', () => {
    for (const f of Object.keys(EVALUATION_FIELD_SIDES) as (keyof typeof EVALUATION_FIELD_SIDES)[]) {
      expect(fieldName(f, 1).length, f).toBeGreaterThan(0);
      expect(fieldName(f, 2).length, f).toBeGreaterThan(0);
    }
  });

  it.each([
    ['employee', { canEditConsultantSide: true, canEditManagerSide: false }],
    ['manager', { canEditConsultantSide: false, canEditManagerSide: true }],
    ['HR correcting', { canEditConsultantSide: true, canEditManagerSide: true }],
    ['reader', { canEditConsultantSide: false, canEditManagerSide: false }],
  ] as const)('the %s writes exactly the fields of their side', (_who, rights) => {
    for (const [field, { side }] of Object.entries(EVALUATION_FIELD_SIDES)) {
      const expected =
        side === 'both'
          ? rights.canEditConsultantSide || rights.canEditManagerSide
          : side === 'consultant'
            ? rights.canEditConsultantSide
            : rights.canEditManagerSide;
      expect(mayWriteField(rights, field as keyof typeof EVALUATION_FIELD_SIDES), field).toBe(expected);
    }
  });
});

describe('reading a body field by field', () => {
  it('names block fields, whole appreciations and top-level fields', () => {
    const named = namedFields({
      idEa: 3,
      bilanAnnuel: { consultantAppreciation: { strengths: 'x' }, commentaire: 'y' },
      evolutionProfessionnelle: { mobility: 'Lyon', shortTerm: { goal: 'g' } },
      cpfHours: null,
      synthese: undefined,
    });
    expect([...named.keys()].sort()).toEqual([
      'bilanAnnuel.commentaire',
      'bilanAnnuel.consultantAppreciation',
      'cpfHours',
      'evolutionProfessionnelle.mobility',
      'evolutionProfessionnelle.shortTerm',
    ]);
    expect(named.get('bilanAnnuel.consultantAppreciation')).toEqual({ strengths: 'x' });
    expect(fieldOfPath('bilanAnnuel.consultantAppreciation.strengths')).toBe('bilanAnnuel.consultantAppreciation');
    expect(fieldOfPath('rowVersion')).toBeUndefined();
    expect(valueAt({ bilanAnnuel: { commentaire: 'c' } }, 'bilanAnnuel.commentaire')).toBe('c');
  });

  it('compares values deeply', () => {
    expect(sameValue({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
    expect(sameValue('', '')).toBe(true);
  });
});
