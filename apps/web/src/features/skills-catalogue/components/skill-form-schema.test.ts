import { describe, expect, it } from 'vitest';
import { skillFormSchema, type SkillFormValues } from './skill-form-schema';

const values = (patch: Partial<SkillFormValues> = {}): SkillFormValues => ({
  label: 'Kotlin',
  nameFr: '',
  nameEn: '',
  idSkillType: '1',
  idBoond: '',
  aliases: [],
  ...patch,
});

const failedFields = (input: SkillFormValues) => {
  const result = skillFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('skill form schema (shared insertSkills body)', () => {
  it('turns the fields into the body: blank names left to the server, no Boond id as null', () => {
    expect(skillFormSchema.parse(values({ label: '  Kotlin ', idBoond: ' 42 ' }))).toEqual({
      label: 'Kotlin',
      idSkillType: 1,
      idBoond: 42,
      aliases: [],
    });
    expect(skillFormSchema.parse(values({ nameFr: 'Kotlin (fr)' }))).toMatchObject({
      nameFr: 'Kotlin (fr)',
      idBoond: null,
    });
  });
  it('requires the label and the type', () => {
    expect(failedFields(values({ label: '   ' }))).toEqual(['label']);
    expect(failedFields(values({ idSkillType: '' }))).toEqual(['idSkillType']);
  });
  it('refuses a Boond id that is not a positive whole number, and names over 150 characters', () => {
    expect(failedFields(values({ idBoond: 'abc' }))).toEqual(['idBoond']);
    expect(failedFields(values({ idBoond: '-3' }))).toEqual(['idBoond']);
    expect(failedFields(values({ idBoond: '1.5' }))).toEqual(['idBoond']);
    expect(failedFields(values({ nameEn: 'x'.repeat(151) }))).toEqual(['nameEn']);
  });
  it('sends the aliases trimmed, and refuses one over 60 characters or a repeat', () => {
    expect(skillFormSchema.parse(values({ aliases: [' Kt ', 'KotlinLang'] })).aliases).toEqual(['Kt', 'KotlinLang']);
    expect(failedFields(values({ aliases: ['ok', 'x'.repeat(61)] }))).toEqual(['aliases.1']);
    expect(failedFields(values({ aliases: ['kt', 'KT'] }))).toEqual(['aliases.1']);
  });
});
