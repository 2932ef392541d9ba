/**
 * Rate limits (@fastify/rate-limit) on the calls an anonymous or low-privilege user can hammer.
 * A call opts in with `limit: 'signIn'` in its entry (packages/shared/src/calls; several buckets:
 * `limit: ['signIn', 'account']`), which its route passes as `config.limit`; routes of one bucket share its counter
 * (every notice e-mail counts against the same hourly allowance, whichever call sends it).
 *
 * Keys: the client address for sign-in and captcha (X-Forwarded-For believed only from TRUST_PROXY); the e-mail
 * of the body for 'account' (password sign-in, reset, checkLink, savePassword: one address cannot be hammered from
 * many clients; the development sign-in is not counted there); the person for the others. Counters live in each
 * process's memory: behind N processes a client that is spread over all of them gets up to N times the allowance —
 * see README, "Deployment shape".
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { emailKey } from '../lib/sign-in-failure-keys';
// The buckets are named in the call entries (`limit`), so their list lives with them.
import type { RateLimitBucket } from '@my-skills/shared/calls/define';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit bucket(s) the route counts against. */
    limit?: RateLimitBucket | RateLimitBucket[];
  }
}

export interface RateLimitSettings {
  signInPerMinute: number;
  accountPer15Minutes: number;
  captchaPerMinute: number;
  mailsPerHour: number;
  exportsPerMinute: number;
}

const byPerson = (request: FastifyRequest) => (request.auth ? `person:${request.auth.personId}` : `ip:${request.ip}`);
const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;
/** The e-mail a sign-in call names (its body is validated by then); null: not counted in the bucket. */
const accountOf = (request: FastifyRequest): string | null => {
  const body = request.body as { LoginFromEmail?: unknown; isDevModeRessource?: unknown } | undefined;
  if (typeof body?.LoginFromEmail !== 'string' || body.isDevModeRessource === true) return null;
  return emailKey(body.LoginFromEmail);
};

export const rateLimitsPlugin = fp<RateLimitSettings>(async (app, settings) => {
  await app.register(rateLimit, { global: false });
  const buckets: Record<RateLimitBucket, ReturnType<typeof app.createRateLimit>> = {
    signIn: app.createRateLimit({ max: settings.signInPerMinute, timeWindow: 60_000, keyGenerator: byAddress }),
    account: app.createRateLimit({
      max: settings.accountPer15Minutes,
      timeWindow: 15 * 60_000,
      keyGenerator: (request) => accountOf(request) ?? '',
    }),
    captcha: app.createRateLimit({ max: settings.captchaPerMinute, timeWindow: 60_000, keyGenerator: byAddress }),
    mails: app.createRateLimit({ max: settings.mailsPerHour, timeWindow: 3_600_000, keyGenerator: byPerson }),
    exports: app.createRateLimit({ max: settings.exportsPerMinute, timeWindow: 60_000, keyGenerator: byPerson }),
  };
  app.addHook('onRoute', (route) => {
    const limit = route.config?.limit;
    if (!limit) return;
    const limiters = (Array.isArray(limit) ? limit : [limit]).map((bucket) => ({ bucket, limiter: buckets[bucket] }));
    const check = async (request: FastifyRequest, reply: { header: (k: string, v: string) => unknown }) => {
      // After validation and the session (preHandler): bad input and strangers do not use the allowance up.
      for (const { bucket, limiter } of limiters) {
        if (bucket === 'account' && accountOf(request) === null) continue;
        const result = await limiter(request);
        if (result.isAllowed || !result.isExceeded) continue;
        reply.header('retry-after', String(Math.max(1, Math.ceil(result.ttl / 1000))));
        throw new AppError('RATE_LIMITED');
      }
    };
    const existing = route.preHandler;
    route.preHandler = existing ? [...(Array.isArray(existing) ? existing : [existing]), check] : [check];
  });
});
