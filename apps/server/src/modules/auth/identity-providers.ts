/**
 * Sign-in methods of POST Login/authentication. Each one turns the body into a person; the session layer does the
 * rest. The development sign-in is here; the candidates' e-mail + password + captcha is modules/auth/password.
 * Microsoft work accounts do not post here: the server completes the OpenID Connect code exchange itself
 * (modules/auth/oidc, docs/decisions/016-sign-in.md) and opens the session through the same `AuthService.signIn`.
 */
import type { LanguageId } from '@my-skills/shared/constants';
import type { LoginAuthenticationBody } from '@my-skills/shared/schemas/auth';
import { AppError } from '../../lib/app-error';
import type { PeopleRepository } from '../people/people.repository';

/** Where a sign-in comes from. */
export interface SignInContext {
  /** The client address (X-Forwarded-For believed only from TRUST_PROXY). */
  ip: string;
  /** The request came to a candidate onboarding host. */
  onboarding: boolean;
  lang: LanguageId;
}

export interface IdentityProvider {
  readonly method: string;
  /** Whether this provider is the one the body asks for. */
  accepts(body: LoginAuthenticationBody): boolean;
  /** The person signing in; throws an AppError when refused. */
  authenticate(body: LoginAuthenticationBody, context: SignInContext): Promise<{ personId: number }>;
}

export function createDevIdentityProvider(deps: { people: PeopleRepository; enabled: boolean }): IdentityProvider {
  return {
    method: 'dev',
    accepts: (body) => body.isDevModeRessource === true,
    async authenticate(body, context) {
      if (!deps.enabled || context.onboarding) throw new AppError('DEV_LOGIN_DISABLED');
      const person = await deps.people.findByEmail(body.LoginFromEmail);
      if (!person) throw new AppError('UNKNOWN_USER');
      return { personId: person.id };
    },
  };
}
