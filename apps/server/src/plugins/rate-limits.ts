/**
 * Rate limits (@fastify/rate-limit) on the calls an anonymous or low-privilege user can hammer.
 * A route opts in with `config: { limit: 'signIn' | 'mails' | 'exports' }`; routes of one bucket share
 * its counter (every notice e-mail counts against the same hourly allowance, whichever call sends it).
 *
 * Keys: the client address for sign-in (X-Forwarded-For believed only from TRUST_PROXY), the person for
 * the others. Counters live in each process's memory: behind N processes a client that is spread over
 * all of them gets up to N times the allowance — see README, "Deployment shape".
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export const RATE_LIMIT_BUCKETS = ['signIn', 'mails', 'exports'] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit bucket the route counts against. */
    limit?: RateLimitBucket;
  }
}

export interface RateLimitSettings {
  signInPerMinute: number;
  mailsPerHour: number;
  exportsPerMinute: number;
}

const byPerson = (request: FastifyRequest) => (request.auth ? `person:${request.auth.personId}` : `ip:${request.ip}`);
const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;

export const rateLimitsPlugin = fp<RateLimitSettings>(async (app, settings) => {
  await app.register(rateLimit, { global: false });
  const buckets: Record<RateLimitBucket, ReturnType<typeof app.createRateLimit>> = {
    signIn: app.createRateLimit({ max: settings.signInPerMinute, timeWindow: 60_000, keyGenerator: byAddress }),
    mails: app.createRateLimit({ max: settings.mailsPerHour, timeWindow: 3_600_000, keyGenerator: byPerson }),
    exports: app.createRateLimit({ max: settings.exportsPerMinute, timeWindow: 60_000, keyGenerator: byPerson }),
  };
  app.addHook('onRoute', (route) => {
    const bucket = route.config?.limit;
    if (!bucket) return;
    const limiter = buckets[bucket];
    const check = async (request: FastifyRequest, reply: { header: (k: string, v: string) => unknown }) => {
      // After validation and the session (preHandler): bad input and strangers do not use the allowance up.
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(Math.max(1, Math.ceil(result.ttl / 1000))));
      throw new AppError('RATE_LIMITED');
    };
    const existing = route.preHandler;
    route.preHandler = existing ? [...(Array.isArray(existing) ? existing : [existing]), check] : [check];
  });
});
