import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_VERSION } from '@my-skills/shared/constants';
import { CANDIDATE_ROLE, roleRef } from '@my-skills/shared/roles';
import type { CurrentUser, DevAccount, LoginAuthenticationBody } from '@my-skills/shared/schemas/auth';
import { AppError } from '../../lib/app-error';
import { actorOf, writeAudit } from '../../lib/audit/audit';
import type { Queryable } from '../../db/types';
import { pagePermissionsOf, toAuthContext, type AuthContext } from '../../lib/auth-context';
import type { SessionService } from '../../plugins/session';
import type { PeopleRepository } from '../people/people.repository';
import type { SessionRepository } from './session.repository';
import type { IdentityProvider, SignInContext } from './identity-providers';

export interface AuthServiceDeps {
  /** Where sign-ins, sign-outs and account switches are audited (lib/audit). */
  db: Queryable;
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
      pagePermissions: pagePermissionsOf(auth),
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
    await writeAudit(deps.db, actorOf(request, { personId, accountId: account.id }), {
      action: 'signIn',
      objectType: 'account',
      objectId: account.id,
      subjectPersonId: personId,
      detail: method,
    });
    return currentUserOfSession(sessionId);
  }

  /**
   * A refused sign-in, in the audit trail: no actor (nobody proved who they are), the person whose address was
   * given when there is one (the DPO's "sign-in failures of …"), the method and the error code — never the address
   * or the password typed (decision 023 §1b).
   */
  async function signInFailed(request: FastifyRequest, method: string, code: string, personId: number | null) {
    await writeAudit(deps.db, actorOf(request, { personId: null, accountId: null }), {
      action: 'signIn',
      objectType: personId === null ? null : 'person',
      objectId: personId,
      subjectPersonId: personId,
      result: 'failed',
      detail: `${method} ${code}`,
    });
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
      try {
        if (!provider) throw new AppError('BAD_REQUEST', 'errors.LOGIN_METHOD_UNAVAILABLE');
        const context: SignInContext = { ip: request.ip, onboarding: request.onboarding, lang: request.lang };
        const { personId } = await provider.authenticate(body, context);
        return await signIn(request, reply, personId, provider.method);
      } catch (error) {
        if (error instanceof AppError) {
          // The same query for a known and an unknown address (a refusal reveals nothing by its time).
          const person = await people.findByEmail(body.LoginFromEmail);
          await signInFailed(request, provider?.method ?? 'none', error.code, person?.id ?? null);
        }
        throw error;
      }
    },

    signIn,
    signInFailed,

    /** Ends the session; answers where to end the provider's session too (work accounts), if anywhere. */
    async logout(request: FastifyRequest, reply: FastifyReply) {
      const ended = await sessionService.close(request, reply);
      // A session ended by its holder (an expired or unknown one ends nothing: no entry).
      const auth = request.auth;
      if (ended && auth)
        await writeAudit(deps.db, auth, {
          action: 'signOut',
          objectType: 'account',
          objectId: auth.accountId,
          subjectPersonId: auth.personId,
          detail: ended.authMethod,
        });
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
      // By the account left (the actor's), to the account taken (the object).
      await writeAudit(deps.db, auth, {
        action: 'switchAccount',
        objectType: 'account',
        objectId: account.id,
        subjectPersonId: auth.personId,
        detail: `from ${auth.accountId}`,
      });
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
