import { describe, expect, it } from 'vitest';
import { lineFormSchema, type LineFormValues } from './line-form-schema';

const values = (patch: Partial<LineFormValues> = {}): LineFormValues => ({
  idCategory: 6,
  nameFr: 'Prospection',
  nameEn: 'Prospecting',
  sortOrder: '',
  isActive: true,
  bmgoal: 2,
  sbmgoal: 3,
  bumgoal: 3,
  sbumgoal: 4,
  budgoal: 4,
  sbudgoal: 0,
  ...patch,
});

const failedFields = (input: LineFormValues) => {
  const result = lineFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('line form schema (shared BusinessManagerSkills/save body)', () => {
  it('turns the fields into the body: names trimmed, an empty order left to the server, the six goals', () => {
    expect(lineFormSchema.parse(values({ nameFr: '  Prospection ', isActive: false }))).toEqual({
      idCategory: 6,
      nameFr: 'Prospection',
      nameEn: 'Prospecting',
      isActive: false,
      bmgoal: 2,
      sbmgoal: 3,
      bumgoal: 3,
      sbumgoal: 4,
      budgoal: 4,
      sbudgoal: 0,
    });
    expect(lineFormSchema.parse(values({ sortOrder: ' 25 ' }))).toMatchObject({ sortOrder: 25 });
  });
  it('requires both names, a category among 6–14 and every goal', () => {
    expect(failedFields(values({ nameFr: '  ' }))).toEqual(['nameFr']);
    expect(failedFields(values({ nameEn: '' }))).toEqual(['nameEn']);
    expect(failedFields(values({ idCategory: null }))).toEqual(['idCategory']);
    expect(failedFields(values({ idCategory: 5 }))).toEqual(['idCategory']);
    expect(failedFields(values({ budgoal: null }))).toEqual(['budgoal']);
  });
  it('refuses goals outside 0–4, an order that is not a whole number from 0, and names over 255 characters', () => {
    expect(failedFields(values({ sbmgoal: 5 }))).toEqual(['sbmgoal']);
    expect(failedFields(values({ sortOrder: 'abc' }))).toEqual(['sortOrder']);
    expect(failedFields(values({ sortOrder: '-1' }))).toEqual(['sortOrder']);
    expect(failedFields(values({ nameEn: 'x'.repeat(256) }))).toEqual(['nameEn']);
    expect(failedFields(values({ nameFr: 'x'.repeat(255) }))).toEqual([]);
  });
});
