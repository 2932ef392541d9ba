import { describe, expect, it } from 'vitest';
import { criterionFormSchema, type CriterionFormValues } from './criterion-form-schema';

const values = (patch: Partial<CriterionFormValues> = {}): CriterionFormValues => ({
  idType: 4,
  labelFr: 'Écoute active',
  labelEn: 'Active listening',
  sortOrder: '',
  isActive: true,
  ...patch,
});

const failedFields = (input: CriterionFormValues) => {
  const result = criterionFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('criterion form schema (shared EvaluationCriteria/save body)', () => {
  it('turns the fields into the body: labels trimmed, an empty order left to the server', () => {
    expect(criterionFormSchema.parse(values({ labelFr: '  Écoute active ', isActive: false }))).toEqual({
      idType: 4,
      labelFr: 'Écoute active',
      labelEn: 'Active listening',
      isActive: false,
    });
    expect(criterionFormSchema.parse(values({ sortOrder: ' 25 ' }))).toMatchObject({ sortOrder: 25 });
  });
  it('requires both labels and a type among the four non-technical ones', () => {
    expect(failedFields(values({ labelFr: '  ' }))).toEqual(['labelFr']);
    expect(failedFields(values({ labelEn: '' }))).toEqual(['labelEn']);
    expect(failedFields(values({ idType: null }))).toEqual(['idType']);
    expect(failedFields(values({ idType: 1 }))).toEqual(['idType']);
  });
  it('refuses an order that is not a whole number from 0, and labels over 255 characters', () => {
    expect(failedFields(values({ sortOrder: 'abc' }))).toEqual(['sortOrder']);
    expect(failedFields(values({ sortOrder: '-1' }))).toEqual(['sortOrder']);
    expect(failedFields(values({ sortOrder: '2.5' }))).toEqual(['sortOrder']);
    expect(failedFields(values({ labelEn: 'x'.repeat(256) }))).toEqual(['labelEn']);
  });
});
