/**
 * Session layer: a server-side session row behind an httpOnly, SameSite=Lax cookie.
 * Any sign-in method (dev sign-in today; Microsoft OpenID Connect and candidates' password later)
 * ends in `sessionService.open(personId, method)`; every request then resolves the same way.
 *
 * Route options (`config`): `public: true` skips the session requirement;
 * `permission: 'droitDAcces'` requires that page permission (403 otherwise).
 */
import { hash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CANDIDATE_ROLE, computePagePermissions, type PagePermissions } from '@my-skills/shared/roles';
import { languageIdFromCode } from '@my-skills/shared/constants';
import { AppError } from '../lib/app-error';
import { pagePermissionsOf, toAuthContext, type AuthContext } from '../lib/auth-context';
import { originOf } from '../lib/audit/audit';
import type { SessionRepository, SessionRow } from '../modules/auth/session.repository';

export const SESSION_COOKIE = 'ms_session';

/** What the database keeps of a token: its SHA-256 (one-shot `crypto.hash`: no Hash object per request). */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

interface Session {
  row: SessionRow;
  pagePermissions: Readonly<PagePermissions>;
  cachedAt: number;
}

const sessionOf = (row: SessionRow): Session => ({
  row,
  pagePermissions: Object.freeze(computePagePermissions(row)),
  cachedAt: Date.now(),
});

/** When a session ends: the earlier of its idle and absolute ends. */
const endOf = (row: SessionRow) => (row.expiresAt < row.absoluteExpiresAt ? row.expiresAt : row.absoluteExpiresAt);

export interface SessionOptions {
  sessions: SessionRepository;
  /** Idle lifetime: slides with use. */
  ttlMinutes: number;
  /** Absolute lifetime from sign-in: never slides (docs/decisions/016-sign-in.md). */
  absoluteHours: number;
  cookieSecure: boolean;
  now?: () => Date;
  /** Upper bound on how long a cached session is trusted without a change notification. */
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
}

/**
 * Sessions are read from the database once and then served from memory, so that a signed-in call
 * costs no query. The cache is dropped per person on every identity change, in this process
 * (`invalidatePerson`) and in every other one (the `identity_changed` notifications of the
 * person, account and session triggers, wired in app.ts), so a role change takes effect on the next call.
 */
export function createSessionService({
  sessions,
  ttlMinutes,
  absoluteHours,
  cookieSecure,
  now = () => new Date(),
  cacheTtlMs = 60_000,
  cacheMaxEntries = 20_000,
}: SessionOptions) {
  const ttlMs = ttlMinutes * 60_000;
  const absoluteMs = absoluteHours * 3_600_000;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: cookieSecure };
  /**
   * A cached session: its row and the page permissions of its account (computed once per session, not per request:
   * they depend only on the row's role, internal role and Boond profile, so they are dropped with it).
   */
  const cache = new Map<string, Session>();
  const byPerson = new Map<number, Set<string>>();
  /** Bumped by every invalidation: a read that raced one (it may predate the change) is not kept. */
  let generation = 0;

  const forget = (sessionId: string) => {
    const entry = cache.get(sessionId);
    if (!entry) return;
    cache.delete(sessionId);
    byPerson.get(entry.row.personId)?.delete(sessionId);
  };
  const remember = (row: SessionRow) => {
    if (cache.size >= cacheMaxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) forget(oldest);
    }
    const session = sessionOf(row);
    cache.set(row.sessionId, session);
    let set = byPerson.get(row.personId);
    if (!set) byPerson.set(row.personId, (set = new Set()));
    set.add(row.sessionId);
    return session;
  };

  async function load(sessionId: string): Promise<Session | undefined> {
    const cached = cache.get(sessionId);
    if (cached && Date.now() - cached.cachedAt < cacheTtlMs && endOf(cached.row) > now()) return cached;
    forget(sessionId);
    const startedAt = generation;
    const row = await sessions.findWithIdentity(sessionId);
    if (!row) return undefined;
    return startedAt === generation ? remember(row) : sessionOf(row);
  }

  /**
   * Opens a session for a person on one of their accounts and sets the cookie. A role switch keeps the sign-in's
   * absolute end (`absoluteExpiresAt`); a sign-in starts a new one. `idToken`: the provider's, for its sign-out.
   */
  async function open(
    reply: FastifyReply,
    personId: number,
    accountId: number,
    authMethod: string,
    extra: { absoluteExpiresAt?: Date; idToken?: string | null } = {},
  ) {
    const token = randomBytes(32).toString('base64url');
    const absoluteExpiresAt = extra.absoluteExpiresAt ?? new Date(now().getTime() + absoluteMs);
    const expiresAt = new Date(Math.min(now().getTime() + ttlMs, absoluteExpiresAt.getTime()));
    const sessionId = hashToken(token);
    await sessions.insert({
      id: sessionId,
      personId,
      accountId,
      authMethod,
      expiresAt,
      absoluteExpiresAt,
      idToken: extra.idToken ?? null,
    });
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    return { sessionId, expiresAt };
  }

  return {
    ttlMs,
    absoluteMs,
    /** Drops the cached sessions of a person: their next call re-reads roles and rights. */
    invalidatePerson(personId: number) {
      generation += 1;
      for (const id of byPerson.get(personId) ?? []) cache.delete(id);
      byPerson.delete(personId);
    },
    invalidateAll() {
      generation += 1;
      cache.clear();
      byPerson.clear();
    },
    open,
    /** Ends the browser's session; answers the provider's ID token it held (the sign-out hint), if any. */
    async close(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<{ authMethod: string; idToken: string | null } | null> {
      const token = request.cookies[SESSION_COOKIE];
      let ended: { authMethod: string; idToken: string | null } | null = null;
      if (token) {
        const sessionId = hashToken(token);
        const row = (await load(sessionId))?.row;
        if (row) ended = { authMethod: row.authMethod, idToken: await sessions.idTokenOf(sessionId) };
        forget(sessionId);
        await sessions.delete(sessionId);
      }
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return ended;
    },
    /**
     * Switches to another account of the same person under a new token, as a sign-in does: the old token
     * stops working at once (its row is deleted, which every process hears through identity_changed).
     */
    async switchAccount(reply: FastifyReply, current: AuthContext, accountId: number) {
      const opened = await open(reply, current.personId, accountId, current.authMethod, {
        absoluteExpiresAt: current.absoluteExpiresAt,
        idToken: await sessions.idTokenOf(current.sessionId),
      });
      forget(current.sessionId);
      await sessions.delete(current.sessionId);
      return opened;
    },
    /** Resolves the request's session: null without a cookie; throws SESSION_EXPIRED when it is no longer valid. */
    async resolve(request: FastifyRequest, reply: FastifyReply): Promise<AuthContext | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const sessionId = hashToken(token);
      const session = await load(sessionId);
      const current = now();
      if (!session || endOf(session.row) <= current || !session.row.accountActive) {
        forget(sessionId);
        if (session) await sessions.delete(sessionId);
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        throw new AppError('SESSION_EXPIRED');
      }
      const { row } = session;
      // Sliding (idle) expiry, written at most once per half lifetime to keep reads cheap, never past the absolute end.
      if (row.expiresAt.getTime() - current.getTime() < ttlMs / 2 && row.expiresAt < row.absoluteExpiresAt) {
        const expiresAt = new Date(Math.min(current.getTime() + ttlMs, row.absoluteExpiresAt.getTime()));
        await sessions.extend(row.sessionId, expiresAt);
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
        row.expiresAt = expiresAt;
      }
      return toAuthContext(row, session.pagePermissions, session);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

export const sessionPlugin = fp<{ sessionService: SessionService }>(async (app, { sessionService }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 1);

  app.addHook('onRequest', async (request, reply) => {
    request.lang = languageIdFromCode(request.headers['accept-language']);
    if (!request.url.startsWith('/api/')) return;
    const config = request.routeOptions.config;
    const isPublic =
      config.public === true || request.routeOptions.url === undefined || request.url.startsWith('/api/docs');
    let auth: AuthContext | null = null;
    try {
      auth = await sessionService.resolve(request, reply);
    } catch (error) {
      if (!isPublic) throw error;
    }
    if (auth) {
      auth.origin = originOf(request);
      request.lang = auth.idLang;
    }
    request.auth = auth;
    if (isPublic) return;
    if (!auth) throw new AppError('UNAUTHENTICATED');
    // The onboarding host serves candidates only (a session opened elsewhere does not travel here: cookies are per host).
    if (request.onboarding && auth.roleId !== CANDIDATE_ROLE) throw new AppError('CANDIDATES_ONLY');
    if (config.permission && !pagePermissionsOf(auth)[config.permission]) {
      throw new AppError('FORBIDDEN');
    }
  });
});
