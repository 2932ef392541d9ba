import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_VERSION } from '@my-skills/shared/constants';
import { computePagePermissions, roleRef } from '@my-skills/shared/roles';
import type { CurrentUser, DevAccount, LoginAuthenticationBody } from '@my-skills/shared/schemas/auth';
import { AppError } from '../../lib/app-error';
import { toAuthContext, type AuthContext } from '../../lib/auth-context';
import type { SessionService } from '../../plugins/session';
import type { PeopleRepository } from '../people/people.repository';
import type { SessionRepository } from './session.repository';
import type { IdentityProvider } from './identity-providers';

export interface AuthServiceDeps {
  people: PeopleRepository;
  sessions: SessionRepository;
  sessionService: SessionService;
  providers: IdentityProvider[];
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
    };
  }

  /** Re-reads the session after a change (sign-in, role switch) and answers the current user. */
  async function currentUserOfSession(sessionId: string): Promise<CurrentUser> {
    const row = await sessions.findWithIdentity(sessionId);
    if (!row) throw new AppError('SESSION_EXPIRED');
    return currentUser(toAuthContext(row));
  }

  return {
    currentUser,
    options() {
      return {
        devLogin: deps.devLogin,
        environment: deps.environmentLabel,
        version: APP_VERSION,
        supportEmail: deps.supportEmail,
      };
    },

    async authenticate(request: FastifyRequest, reply: FastifyReply, body: LoginAuthenticationBody) {
      const provider = deps.providers.find((p) => p.accepts(body));
      if (!provider) throw new AppError('BAD_REQUEST', 'errors.LOGIN_METHOD_UNAVAILABLE');
      const { personId } = await provider.authenticate(body);
      const account = await defaultAccount(personId);
      // A sign-in replaces whatever session the browser had.
      await sessionService.close(request, reply);
      const { sessionId } = await sessionService.open(reply, personId, account.id, provider.method);
      await people.setLastAccount(personId, account.id);
      return currentUserOfSession(sessionId);
    },

    /** Switches account under a new session token (the old one stops working). */
    async changeRole(reply: FastifyReply, auth: AuthContext, accountId: number): Promise<CurrentUser> {
      const account = await people.findAccount(accountId);
      if (!account || account.personId !== auth.personId || !account.isActive) throw new AppError('NO_ACCESS');
      const { sessionId } = await sessionService.switchAccount(reply, auth, account.id);
      await people.setLastAccount(auth.personId, account.id);
      return currentUserOfSession(sessionId);
    },

    async devAccounts(idLang: number): Promise<DevAccount[]> {
      if (!deps.devLogin) throw new AppError('DEV_LOGIN_DISABLED');
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
