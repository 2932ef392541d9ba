/** What the sign-in and password forms share: their wording of the rules, the captcha's rule, the e-mail handed on. */
import { loginAuthenticationBody } from '@my-skills/shared/schemas/auth';
import type { FormTexts } from '../../../components/form/zod-error-map';

/** Part 1 §5: 'This field is required'; an invalid e-mail says so. */
export const SIGN_IN_TEXTS: FormTexts = { required: 'auth:validation.required', email: 'auth:validation.email' };

/** The solved captcha (the shared body's field), required: 'The captcha must be checked'. */
export const captchaSchema = loginAuthenticationBody.shape.Captcha.unwrap().min(1, 'CAPTCHA_REQUIRED');

/** Navigation state between the public pages: the e-mail already typed (never put in the address). */
export interface EmailState {
  email?: string;
}

/** The state handing on an e-mail typed so far (none when empty). */
export const emailState = (email: string): EmailState | undefined => (email ? { email } : undefined);

export const emailOfState = (state: unknown): string | undefined => {
  const email = (state as EmailState | null)?.email;
  return typeof email === 'string' ? email : undefined;
};
