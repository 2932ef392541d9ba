/**
 * Microsoft work-account sign-in (docs/decisions/016-sign-in.md): the server completes the authorization code flow
 * itself (a backend-for-frontend), so tokens never reach the browser. Both steps are browser navigations and answer
 * a redirect: to the provider, then to the page asked for, or to `/?error=<CODE>` (the sign-in page shows it).
 *
 * The browser holds only a random handle (cookie on /api/Login/oidc); the sign-in under way — state, nonce, PKCE
 * verifier, return path — is a row of oidc_pending keyed by the handle's SHA-256, so any process can finish it, once.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import type { ErrorCode } from '@my-skills/shared/errors';
import type { z } from 'zod';
import type { oidcCallbackQuery } from '@my-skills/shared/schemas/auth';
import { AppError } from '../../../lib/app-error';
import { hashToken } from '../../../plugins/session';
import type { PeopleRepository } from '../../people/people.repository';
import type { AuthService } from '../auth.service';
import { failureReason, type OidcClient } from './oidc-client';
import { identityFromClaims, type OidcIdentity } from './oidc-identity';
import type { OidcPendingRepository } from './oidc-pending.repository';
import type { OidcPersonRepository } from './oidc-person.repository';

export const OIDC_PENDING_COOKIE = 'ms_oidc';
const PENDING_PATH = '/api/Login/oidc';
const PENDING_MINUTES = 10;

type OidcCallbackQuery = z.infer<typeof oidcCallbackQuery>;

/** Where a refused sign-in sends the browser: the sign-in page, which shows `errors.<CODE>`. */
export const signInErrorUrl = (code: ErrorCode) => `/?error=${code}`;

export interface OidcServiceDeps {
  client: OidcClient;
  pending: OidcPendingRepository;
  persons: OidcPersonRepository;
  people: PeopleRepository;
  auth: Pick<AuthService, 'signIn' | 'signInFailed'>;
  redirectUri: string;
  scopes: string;
  cookieSecure: boolean;
  now?: () => Date;
}

export function createOidcService(deps: OidcServiceDeps) {
  const { client, pending, persons, people } = deps;
  const now = deps.now ?? (() => new Date());
  const cookieOptions = { path: PENDING_PATH, httpOnly: true, sameSite: 'lax' as const, secure: deps.cookieSecure };

  const refuseOnly = (request: FastifyRequest, code: ErrorCode, reason: string) => {
    request.log.warn({ code, reason }, 'OIDC sign-in refused');
    return signInErrorUrl(code);
  };

  /** The person a verified identity is: by subject once bound, else by work e-mail (then bound to it). */
  async function personOf(identity: OidcIdentity): Promise<{ personId: number } | { reason: string }> {
    const bound = await persons.findBySubject(identity.subject);
    if (bound) return { personId: bound.id };
    if (!identity.email) return { reason: 'unknown subject and no e-mail claim' };
    const person = await people.findByEmail(identity.email);
    if (!person) return { reason: 'unknown subject and e-mail' };
    if (!(await persons.bindSubject(person.id, identity.subject)))
      return { reason: `the person of this e-mail is bound to another subject (person ${person.id})` };
    return { personId: person.id };
  }

  return {
    /** Step 1: records the sign-in under way and answers the provider's authorization address. */
    async start(request: FastifyRequest, reply: FastifyReply, returnTo: string | undefined): Promise<string> {
      if (request.onboarding)
        return refuseOnly(request, 'CANDIDATES_ONLY', 'work-account sign-in on the onboarding host');
      const state = randomState();
      const nonce = randomNonce();
      const codeVerifier = randomPKCECodeVerifier();
      let url: string;
      try {
        url = await client.authorizationUrl({
          redirect_uri: deps.redirectUri,
          scope: deps.scopes,
          response_type: 'code',
          response_mode: 'query',
          code_challenge: await calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
      } catch (error) {
        return refuseOnly(request, 'OIDC_FAILED', `provider discovery failed: ${failureReason(error)}`);
      }
      const handle = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + PENDING_MINUTES * 60_000);
      await pending.deleteExpired(now());
      await pending.insert({
        id: hashToken(handle),
        state,
        nonce,
        codeVerifier,
        returnTo: returnTo ?? null,
        expiresAt,
      });
      reply.setCookie(OIDC_PENDING_COOKIE, handle, { ...cookieOptions, maxAge: PENDING_MINUTES * 60 });
      return url;
    },

    /**
     * Step 2: the provider's redirect back. Verifies everything, opens the session, answers where to go. Every
     * refusal is a failed sign-in in the audit trail (naming the person only when the identity matched one).
     */
    async callback(request: FastifyRequest, reply: FastifyReply, query: OidcCallbackQuery): Promise<string> {
      let personId: number | null = null;
      const refuse = async (req: FastifyRequest, code: ErrorCode, reason: string) => {
        await deps.auth.signInFailed(req, 'oidc', code, personId);
        return refuseOnly(req, code, reason);
      };
      const handle = request.cookies[OIDC_PENDING_COOKIE];
      if (handle) reply.clearCookie(OIDC_PENDING_COOKIE, cookieOptions);
      if (request.onboarding) return refuse(request, 'CANDIDATES_ONLY', 'work-account sign-in on the onboarding host');
      if (!handle) return refuse(request, 'OIDC_FAILED', 'no sign-in under way in this browser (cookie missing)');
      const row = await pending.take(hashToken(handle));
      if (!row || row.expiresAt <= now()) return refuse(request, 'OIDC_FAILED', 'sign-in unknown, used or expired');
      if (query.error) return refuse(request, 'OIDC_FAILED', `the provider answered ${query.error}`);
      if (!query.code || query.state !== row.state) return refuse(request, 'OIDC_FAILED', 'no code or another state');

      let verified: { claims: Record<string, unknown>; idToken: string };
      try {
        // The address the provider redirected to, with its parameters as received.
        const callbackUrl = new URL(deps.redirectUri);
        callbackUrl.search = new URL(request.url, 'http://callback').search;
        verified = await client.exchange(callbackUrl, {
          pkceCodeVerifier: row.codeVerifier,
          expectedState: row.state,
          expectedNonce: row.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        return refuse(request, 'OIDC_FAILED', `code exchange or ID token verification failed: ${failureReason(error)}`);
      }
      const identity = identityFromClaims(verified.claims);
      if (!identity) return refuse(request, 'OIDC_FAILED', 'the ID token names no subject');
      const found = await personOf(identity);
      if ('reason' in found) return refuse(request, 'UNKNOWN_USER', found.reason);
      personId = found.personId;
      try {
        await deps.auth.signIn(request, reply, found.personId, 'oidc', verified.idToken);
      } catch (error) {
        if (error instanceof AppError) return refuse(request, error.code, `person ${found.personId}: ${error.message}`);
        throw error;
      }
      return signedInTarget(row.returnTo);
    },
  };
}

/**
 * Where a successful sign-in sends the browser: the sign-in page, told that a session now exists (the web app then
 * reads it with Login/me — only then, so that an ordinary visit of the sign-in page asks nothing) and where to go.
 */
export const signedInTarget = (returnTo: string | null) =>
  `/?${new URLSearchParams({ signedIn: '1', ...(returnTo ? { returnTo } : {}) }).toString()}`;
export type OidcService = ReturnType<typeof createOidcService>;
