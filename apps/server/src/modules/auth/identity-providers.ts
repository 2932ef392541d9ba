/**
 * Sign-in methods. Each one turns a Login/authentication body into a person; the session layer does the rest.
 * Microsoft work-account sign-in (OpenID Connect: `IDToken`) and the candidates' e-mail + password
 * (`Password`) plug in here as further providers.
 */
import type { LoginAuthenticationBody } from '@my-skills/shared/schemas/auth';
import { AppError } from '../../lib/app-error';
import type { PeopleRepository } from '../people/people.repository';

export interface IdentityProvider {
  readonly method: string;
  /** Whether this provider is the one the body asks for. */
  accepts(body: LoginAuthenticationBody): boolean;
  /** The person signing in; throws an AppError when refused. */
  authenticate(body: LoginAuthenticationBody): Promise<{ personId: number }>;
}

export function createDevIdentityProvider(deps: { people: PeopleRepository; enabled: boolean }): IdentityProvider {
  return {
    method: 'dev',
    accepts: (body) => body.isDevModeRessource === true,
    async authenticate(body) {
      if (!deps.enabled) throw new AppError('DEV_LOGIN_DISABLED');
      const person = await deps.people.findByEmail(body.LoginFromEmail);
      if (!person) throw new AppError('UNKNOWN_USER');
      return { personId: person.id };
    },
  };
}
