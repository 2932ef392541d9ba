import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { integerInput, requiredShortText } from '@my-skills/shared/schemas/common';
import { endNotBeforeStart } from '@my-skills/shared/schemas/common';
import { experienceInput } from '@my-skills/shared/schemas/skills-file';
import i18n from '../../lib/i18n';
import { formResolver } from './zod-error-map';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's resolver
const resolve = async (resolver: (...args: any[]) => unknown, values: object) =>
  (
    (await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })) as {
      errors: Record<string, { message?: string }>;
    }
  ).errors;

describe('formResolver: the shared schemas’ failures in words', () => {
  it('turns a missing text and a number that is not one into the French texts', async () => {
    await i18n.changeLanguage('fr');
    const schema = z.object({ label: requiredShortText, idBoond: integerInput(1, 1_000_000) });
    const errors = await resolve(formResolver(schema), { label: '', idBoond: 'abc' });
    expect(errors.label?.message).toBe('Champ obligatoire.');
    expect(errors.idBoond?.message).toBe('Saisissez un nombre entier.');
  });

  it('names a period whose end is before its start, and an impossible date, in English too', async () => {
    await i18n.changeLanguage('en');
    const schema = experienceInput.superRefine(endNotBeforeStart('startDate', 'endDate'));
    const values = { position: 'Developer', startDate: '2024-06-01', endDate: '2021-03-01' };
    const errors = await resolve(formResolver(schema), values);
    expect(errors.endDate?.message).toBe('The end cannot be before the start.');
    const impossible = await resolve(formResolver(schema), { ...values, endDate: '2024-02-31' });
    expect(impossible.endDate?.message).toBe('Invalid date.');
    await i18n.changeLanguage('fr');
  });
});

describe('formResolver: e-mails, error codes and a form’s own wording', () => {
  it('says an e-mail is missing or invalid, names a rule by its API error code, and takes a form’s wording', async () => {
    await i18n.changeLanguage('fr');
    const schema = z.object({
      email: z.string().trim().pipe(z.email()),
      captcha: z.string().min(1, 'CAPTCHA_REQUIRED'),
      name: requiredShortText,
    });
    const empty = await resolve(formResolver(schema), { email: '', captcha: '', name: '' });
    expect(empty.email?.message).toBe('Champ obligatoire.');
    expect(empty.captcha?.message).toBe('Le captcha doit être coché.');
    const invalid = await resolve(formResolver(schema, { required: 'auth:validation.required' }), {
      email: 'nobody',
      captcha: 'x',
      name: '',
    });
    expect(invalid.email?.message).toBe('Adresse e-mail invalide.');
    expect(invalid.name?.message).toBe('Ce champ est obligatoire');
  });
});
