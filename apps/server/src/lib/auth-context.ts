/**
 * Who is calling: the signed-in account as every feature sees it. The session layer (plugins/session.ts)
 * builds it once per request; routes take it with `requireAuth`, services receive it as their first argument.
 */
import type { FastifyRequest } from 'fastify';
import {
  computePagePermissions,
  type AccountSubject,
  type PagePermission,
  type PagePermissions,
} from '@my-skills/shared/roles';
import type { LanguageId } from '@my-skills/shared/constants';
import { languageIdOf } from '@my-skills/shared/ui-language';
import { AppError } from './app-error';

/** Where a request came from, as the audit trail records it. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

export interface AuthContext extends AccountSubject {
  sessionId: string;
  expiresAt: Date;
  /** The sign-in's absolute end (a role switch keeps it). */
  absoluteExpiresAt: Date;
  accountId: number;
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  reference: string | null;
  idLang: LanguageId;
  authMethod: string;
  activeAccounts: number;
  /**
   * The account's page permissions as the session layer computed them once for its cached session (absent on a
   * context built elsewhere: `pagePermissionsOf` computes them).
   */
  pagePermissions?: Readonly<PagePermissions>;
  /**
   * The session layer's cached entry this context was built from: the same object for as long as the session's
   * identity is cached unchanged (a change, here or in another process, replaces it). An answer derived from the
   * identity alone may be kept against it (Login/me's, serialized once: modules/auth/auth.routes.ts).
   */
  identity?: object;
  /** The request's address and user agent (set by the session layer per request; absent outside a request). */
  origin?: RequestOrigin;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null on a public route without a session. */
    auth: AuthContext | null;
    /** The language of answers: the person's, else the browser's, else French. */
    lang: LanguageId;
    /** The request came to a candidate onboarding host (ONBOARDING_HOSTS). */
    onboarding: boolean;
  }
  interface FastifyContextConfig {
    public?: boolean;
    permission?: PagePermission;
  }
}

/** A session joined with its account and person, as the session repository reads it. */
export type AuthIdentity = Omit<AuthContext, 'idLang'> & { idLang: number };

/** The caller of a session row (the language falls back to French), with its page permissions when known. */
export const toAuthContext = (
  row: AuthIdentity,
  pagePermissions?: Readonly<PagePermissions>,
  identity?: object,
): AuthContext => ({
  sessionId: row.sessionId,
  expiresAt: row.expiresAt,
  absoluteExpiresAt: row.absoluteExpiresAt,
  accountId: row.accountId,
  personId: row.personId,
  roleId: row.roleId,
  idRoleInternal: row.idRoleInternal,
  boondProfile: row.boondProfile,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  reference: row.reference,
  idLang: languageIdOf(row.idLang),
  authMethod: row.authMethod,
  activeAccounts: row.activeAccounts,
  ...(pagePermissions ? { pagePermissions } : {}),
  ...(identity ? { identity } : {}),
});

/** The caller's page permissions: the session's, computed once, or computed now for a context built elsewhere. */
export const pagePermissionsOf = (auth: AuthContext): Readonly<PagePermissions> =>
  auth.pagePermissions ?? computePagePermissions(auth);

/** The signed-in account of a route that is not public (the session hook guarantees it). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}
