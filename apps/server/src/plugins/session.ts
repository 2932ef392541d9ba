/**
 * Session layer: a server-side session row behind an httpOnly, SameSite=Lax cookie.
 * Any sign-in method (dev sign-in today; Microsoft OpenID Connect and candidates' password later)
 * ends in `sessionService.open(personId, method)`; every request then resolves the same way.
 *
 * Route options (`config`): `public: true` skips the session requirement;
 * `permission: 'droitDAcces'` requires that page permission (403 otherwise).
 */
import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { computePagePermissions } from '@my-skills/shared/roles';
import { languageIdFromCode } from '@my-skills/shared/constants';
import { AppError } from '../lib/app-error';
import { toAuthContext, type AuthContext } from '../lib/auth-context';
import type { SessionRepository, SessionRow } from '../modules/auth/session.repository';

export const SESSION_COOKIE = 'ms_session';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionOptions {
  sessions: SessionRepository;
  ttlMinutes: number;
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
  cookieSecure,
  now = () => new Date(),
  cacheTtlMs = 60_000,
  cacheMaxEntries = 20_000,
}: SessionOptions) {
  const ttlMs = ttlMinutes * 60_000;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: cookieSecure };
  const cache = new Map<string, { row: SessionRow; cachedAt: number }>();
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
    cache.set(row.sessionId, { row, cachedAt: Date.now() });
    let set = byPerson.get(row.personId);
    if (!set) byPerson.set(row.personId, (set = new Set()));
    set.add(row.sessionId);
  };

  async function load(sessionId: string): Promise<SessionRow | undefined> {
    const cached = cache.get(sessionId);
    if (cached && Date.now() - cached.cachedAt < cacheTtlMs && cached.row.expiresAt > now()) return cached.row;
    forget(sessionId);
    const startedAt = generation;
    const row = await sessions.findWithIdentity(sessionId);
    if (row && startedAt === generation) remember(row);
    return row;
  }

  /** Opens a session for a person on one of their accounts and sets the cookie. */
  async function open(reply: FastifyReply, personId: number, accountId: number, authMethod: string) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + ttlMs);
    const sessionId = hashToken(token);
    await sessions.insert({ id: sessionId, personId, accountId, authMethod, expiresAt });
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    return { sessionId, expiresAt };
  }

  return {
    ttlMs,
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
    async close(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const sessionId = hashToken(token);
        forget(sessionId);
        await sessions.delete(sessionId);
      }
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
    /**
     * Switches to another account of the same person under a new token, as a sign-in does: the old token
     * stops working at once (its row is deleted, which every process hears through identity_changed).
     */
    async switchAccount(reply: FastifyReply, current: AuthContext, accountId: number) {
      const opened = await open(reply, current.personId, accountId, current.authMethod);
      forget(current.sessionId);
      await sessions.delete(current.sessionId);
      return opened;
    },
    /** Resolves the request's session: null without a cookie; throws SESSION_EXPIRED when it is no longer valid. */
    async resolve(request: FastifyRequest, reply: FastifyReply): Promise<AuthContext | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const sessionId = hashToken(token);
      const row = await load(sessionId);
      const current = now();
      if (!row || row.expiresAt <= current || !row.accountActive) {
        forget(sessionId);
        if (row) await sessions.delete(row.sessionId);
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        throw new AppError('SESSION_EXPIRED');
      }
      // Sliding expiry, written at most once per half lifetime to keep reads cheap.
      if (row.expiresAt.getTime() - current.getTime() < ttlMs / 2) {
        const expiresAt = new Date(current.getTime() + ttlMs);
        await sessions.extend(row.sessionId, expiresAt);
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
        row.expiresAt = expiresAt;
      }
      return toAuthContext(row);
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
    request.auth = auth;
    if (auth) request.lang = auth.idLang;
    if (isPublic) return;
    if (!auth) throw new AppError('UNAUTHENTICATED');
    if (config.permission && !computePagePermissions(auth)[config.permission]) {
      throw new AppError('FORBIDDEN');
    }
  });
});
