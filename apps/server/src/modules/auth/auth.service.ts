import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_VERSION } from '@my-skills/shared/constants';
import { CANDIDATE_ROLE, computePagePermissions, roleRef } from '@my-skills/shared/roles';
import type { CurrentUser, DevAccount, LoginAuthenticationBody } from '@my-skills/shared/schemas/auth';
import { AppError } from '../../lib/app-error';
import { toAuthContext, type AuthContext } from '../../lib/auth-context';
import type { SessionService } from '../../plugins/session';
import type { PeopleRepository } from '../people/people.repository';
import type { SessionRepository } from './session.repository';
import type { IdentityProvider, SignInContext } from './identity-providers';

export interface AuthServiceDeps {
  people: PeopleRepository;
  sessions: SessionRepository;
  sessionService: SessionService;
  providers: IdentityProvider[];
  /** Microsoft work-account sign-in is configured (modules/auth/oidc). */
  oidc?: boolean;
  /** The provider's sign-out address for a session that ends, given its ID token; null: none. */
  providerSignOutUrl?: (idToken: string | null) => Promise<string | null>;
  devLogin: boolean;
  environmentLabel: string;
  supportEmail: string;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { people, sessions, sessionService } = deps;

  /** The account a sign-in resumes: the last one used if still active, else the highest role. */
  async function defaultAccount(personId: number) {
    const [person, accounts] = await Promise.all([people.findById(personId), people.accountsOf(personId)]);
    const active = accounts.filter((a) => a.isActive);
    if (!person || active.length === 0) throw new AppError('UNKNOWN_USER');
    return active.find((a) => a.id === person.last_account_id) ?? active[active.length - 1]!;
  }

  function currentUser(auth: AuthContext): CurrentUser {
    return {
      id: auth.personId,
      idAccount: auth.accountId,
      firstName: auth.firstName,
      lastName: auth.lastName,
      email: auth.email,
      role: roleRef(auth.roleId, auth.idLang),
      idRoleInternal: auth.idRoleInternal,
      boondProfile: auth.boondProfile,
      reference: auth.reference,
      idLang: auth.idLang,
      activeAccounts: auth.activeAccounts,
      pagePermissions: computePagePermissions(auth),
      sessionExpiresAt: auth.expiresAt.toISOString(),
      authMethod: auth.authMethod,
    };
  }

  /** Re-reads the session after a change (sign-in, role switch) and answers the current user. */
  async function currentUserOfSession(sessionId: string): Promise<CurrentUser> {
    const row = await sessions.findWithIdentity(sessionId);
    if (!row) throw new AppError('SESSION_EXPIRED');
    return currentUser(toAuthContext(row));
  }

  /**
   * Opens a session for a person who proved who they are (any method): the account they used last, a new
   * token (whatever session the browser had ends), the person's last account remembered.
   */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    personId: number,
    method: string,
    idToken: string | null = null,
  ): Promise<CurrentUser> {
    const account = await defaultAccount(personId);
    if (request.onboarding && account.roleId !== CANDIDATE_ROLE) throw new AppError('CANDIDATES_ONLY');
    await sessionService.close(request, reply);
    const { sessionId } = await sessionService.open(reply, personId, account.id, method, { idToken });
    await people.setLastAccount(personId, account.id);
    return currentUserOfSession(sessionId);
  }

  return {
    currentUser,
    options(request: FastifyRequest) {
      return {
        devLogin: deps.devLogin && !request.onboarding,
        environment: deps.environmentLabel,
        version: APP_VERSION,
        supportEmail: deps.supportEmail,
        oidc: Boolean(deps.oidc) && !request.onboarding,
        onboarding: request.onboarding,
      };
    },

    async authenticate(request: FastifyRequest, reply: FastifyReply, body: LoginAuthenticationBody) {
      const provider = deps.providers.find((p) => p.accepts(body));
      if (!provider) throw new AppError('BAD_REQUEST', 'errors.LOGIN_METHOD_UNAVAILABLE');
      const context: SignInContext = { ip: request.ip, onboarding: request.onboarding, lang: request.lang };
      const { personId } = await provider.authenticate(body, context);
      return signIn(request, reply, personId, provider.method);
    },

    signIn,

    /** Ends the session; answers where to end the provider's session too (work accounts), if anywhere. */
    async logout(request: FastifyRequest, reply: FastifyReply) {
      const ended = await sessionService.close(request, reply);
      const url =
        ended && ended.authMethod === 'oidc' && deps.providerSignOutUrl
          ? await deps.providerSignOutUrl(ended.idToken)
          : null;
      return { providerSignOutUrl: url };
    },

    /** Switches account under a new session token (the old one stops working). */
    async changeRole(reply: FastifyReply, auth: AuthContext, accountId: number): Promise<CurrentUser> {
      const account = await people.findAccount(accountId);
      if (!account || account.personId !== auth.personId || !account.isActive) throw new AppError('NO_ACCESS');
      const { sessionId } = await sessionService.switchAccount(reply, auth, account.id);
      await people.setLastAccount(auth.personId, account.id);
      return currentUserOfSession(sessionId);
    },

    async devAccounts(request: FastifyRequest): Promise<DevAccount[]> {
      const idLang = request.lang;
      if (!deps.devLogin || request.onboarding) throw new AppError('DEV_LOGIN_DISABLED');
      const rows = await people.devAccounts();
      const byEmail = new Map<string, DevAccount>();
      for (const r of rows) {
        const entry = byEmail.get(r.email) ?? {
          email: r.email,
          firstName: r.first_name,
          lastName: r.last_name,
          roles: [],
        };
        entry.roles.push(roleRef(r.role_id, idLang));
        byEmail.set(r.email, entry);
      }
      return [...byEmail.values()];
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
