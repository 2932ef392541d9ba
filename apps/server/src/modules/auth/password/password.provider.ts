/**
 * The candidates' sign-in (POST Login/authentication with Password and Captcha), on the onboarding host only.
 * Checks in order, each with its catalogued error: the host (LOGIN_METHOD_UNAVAILABLE), an empty password
 * (PASSWORD_REQUIRED), the captcha (CAPTCHA_REQUIRED, CAPTCHA_INVALID), the lock-out (ACCOUNT_LOCKED), then the
 * password. An unknown address, a person who is not a candidate, a candidate without a password yet and a wrong
 * password all answer BAD_CREDENTIALS with the same body and the same work: one query, one argon2id verification
 * (against a dummy hash when there is nothing to verify), one failure counted.
 */
import { AppError } from '../../../lib/app-error';
import type { IdentityProvider } from '../identity-providers';
import type { CaptchaService } from './captcha';
import type { Lockout } from './lockout';
import type { PasswordRepository } from './password.repository';
import { verifyPassword } from './password-hash';

export function createPasswordIdentityProvider(deps: {
  repository: PasswordRepository;
  captcha: CaptchaService;
  lockout: Lockout;
}): IdentityProvider {
  const { repository, captcha, lockout } = deps;
  return {
    method: 'password',
    accepts: (body) =>
      body.Password !== undefined ||
      (body.Captcha !== undefined && body.IDToken === undefined && body.isDevModeRessource !== true),
    async authenticate(body, context) {
      if (!context.onboarding) throw new AppError('BAD_REQUEST', 'errors.LOGIN_METHOD_UNAVAILABLE');
      const password = body.Password ?? '';
      if (password.length === 0) throw new AppError('PASSWORD_REQUIRED');
      await captcha.verify(body.Captcha);
      await lockout.assertNotLocked(body.LoginFromEmail, context.ip);
      const identity = await repository.signInIdentity(body.LoginFromEmail);
      const storedHash = identity?.candidate ? (identity.passwordHash ?? null) : null;
      const matches = await verifyPassword(storedHash, password);
      if (!identity || !matches) {
        // The failure that reaches the threshold already answers with the lock (known and unknown alike).
        const locked = await lockout.recordFailure(body.LoginFromEmail, context.ip);
        throw new AppError(locked ? 'ACCOUNT_LOCKED' : 'BAD_CREDENTIALS');
      }
      await lockout.clear(body.LoginFromEmail);
      return { personId: identity.personId };
    },
  };
}
