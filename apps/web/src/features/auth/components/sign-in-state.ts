/**
 * What the sign-in page reads from its address and from GET /api/Login/options: which sign-in it offers, where to
 * go after, and the error a sign-in elsewhere (the Microsoft callback) sent back. Pure functions, tested alone.
 */
import { oidcStartQuery, type LoginOptions } from '@my-skills/shared/schemas/auth';
import { paths } from '../../../lib/paths';

export type SignInVariant =
  /** The onboarding host: e-mail, password and captcha. */
  | { kind: 'candidate' }
  /** The main host: the Microsoft work account first, then the development sign-in, each when offered. */
  | { kind: 'employee'; microsoft: boolean; dev: boolean }
  /** Nothing is configured: the page says so. */
  | { kind: 'unavailable' };

export function signInVariant(options: Pick<LoginOptions, 'onboarding' | 'oidc' | 'devLogin'>): SignInVariant {
  if (options.onboarding) return { kind: 'candidate' };
  if (!options.oidc && !options.devLogin) return { kind: 'unavailable' };
  return { kind: 'employee', microsoft: options.oidc, dev: options.devLogin };
}

const RETURN_TO = 'returnTo';

/** The page to go back to after signing in: a path of this app only (never another site), not a public page. */
export function returnToOf(search: URLSearchParams): string | null {
  const value = search.get(RETURN_TO);
  if (value === null || !oidcStartQuery.shape.returnTo.safeParse(value).success) return null;
  const path = value.split(/[?#]/)[0];
  return path === paths.signIn || path === paths.reset ? null : value;
}

/** The sign-in page, coming back to `returnTo` after. */
export const signInPath = (returnTo?: string) =>
  returnTo && returnTo !== paths.signIn
    ? `${paths.signIn}?${new URLSearchParams({ [RETURN_TO]: returnTo })}`
    : paths.signIn;

/** The Microsoft callback's mark that a session now exists on the server (`/?signedIn=1`): read it with Login/me. */
export const signedInMarkOf = (search: URLSearchParams): boolean => search.get('signedIn') === '1';

const ERROR = 'error';
const ERROR_CODE = /^[A-Z][A-Z_]{1,63}$/;

/** The error code another sign-in step sent back (`/?error=UNKNOWN_USER`), if it looks like one. */
export function signInErrorOf(search: URLSearchParams): string | null {
  const code = search.get(ERROR);
  return code !== null && ERROR_CODE.test(code) ? code : null;
}

/** The same address without its error (shown once, not again on reload). */
export function withoutSignInError(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(ERROR);
  return next;
}
