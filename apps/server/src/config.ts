/**
 * Configuration, parsed once from the environment. Nothing else reads process.env.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A count of requests per window, for the rate limits. */
const perWindow = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const envSchema = z.object({
  /** `production` makes the session cookie Secure by default and refuses the development sign-in. */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(8 * 60),
  COOKIE_SECURE: booleanFromEnv.optional(),
  /**
   * Which proxies may set X-Forwarded-For (the client address of the rate limits and the logs): a hop count,
   * addresses/CIDRs separated by commas, `true` (any: only behind a proxy that overwrites the header) or `false`.
   */
  TRUST_PROXY: z.string().trim().min(1).max(500).default('loopback'),
  /** Sign-in attempts per client address per minute (each process counts its own). */
  RATE_LIMIT_SIGN_IN_PER_MINUTE: perWindow(20),
  /** Notice e-mails (support, manager) per account per hour. */
  RATE_LIMIT_MAILS_PER_HOUR: perWindow(10),
  /** Document exports per account per minute. */
  RATE_LIMIT_EXPORTS_PER_MINUTE: perWindow(30),
  DEV_LOGIN: booleanFromEnv.optional(),
  SEED_DEMO: booleanFromEnv.optional(),
  ENVIRONMENT_LABEL: z.string().max(40).optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SUPPORT_EMAIL: z.string().email().default('support@my-skills.example.com'),
  /** Address of the web app in e-mail links; default http://HOST:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  // BoondManager. Without BOOND_URL, main.ts starts the local simulator in-process.
  BOOND_URL: z.string().url().optional(),
  BOOND_CLIENT_TOKEN: z.string().min(1).optional(),
  BOOND_USER_TOKEN: z.string().min(1).optional(),
  BOOND_CLIENT_KEY: z.string().min(1).optional(),
  BOOND_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  /** Port of the in-process simulator (without BOOND_URL); 0 picks a free one. */
  BOOND_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  // E-mail. Without SMTP_URL, mail is kept in the local mailbox table.
  SMTP_URL: z
    .string()
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).default('My Skills <no-reply@my-skills.example.com>'),
  // Outbox relay.
  OUTBOX_RELAY: booleanFromEnv.or(z.enum(['on', 'off']).transform((v) => v === 'on')).optional(),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  OUTBOX_BASE_DELAY_MS: z.coerce.number().int().min(1).max(3_600_000).default(10_000),
  OUTBOX_MAX_DELAY_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3_600_000)
    .default(30 * 60_000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});

export interface Config {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionTtlMinutes: number;
  production: boolean;
  cookieSecure: boolean;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For is believed. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  rateLimits: { signInPerMinute: number; mailsPerHour: number; exportsPerMinute: number };
  devLogin: boolean;
  seedDemoOnFirstStart: boolean;
  environmentLabel: string;
  webDist: string;
  supportEmail: string;
  publicUrl: string;
  boond: {
    /** null: not configured (main.ts then starts the simulator and passes its client to buildApp). */
    url: string | null;
    clientToken: string;
    userToken: string;
    clientKey: string;
    timeoutMs: number;
    simulatorPort: number;
  };
  mail: {
    /** null: the local mailbox (a table) receives the mail. */
    smtpUrl: string | null;
    from: string;
  };
  outbox: {
    /** Start the relay loop in main.ts (tests drive the relay themselves). */
    relay: boolean;
    maxAttempts: number;
    baseDelayMs: number;
    maxDelayMs: number;
    pollMs: number;
    /** How long a claim holds; a crashed process's claims are retried after it. Longer than BOOND_TIMEOUT_MS. */
    leaseMs: number;
    batchSize: number;
    /** Deliveries in flight at once (messages of one object stay in order). */
    concurrency: number;
  };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.BOOND_URL && !(e.BOOND_CLIENT_TOKEN && e.BOOND_USER_TOKEN && e.BOOND_CLIENT_KEY)) {
    problems.push('BOOND_URL: needs BOOND_CLIENT_TOKEN, BOOND_USER_TOKEN and BOOND_CLIENT_KEY');
  }
  const leaseMs = e.OUTBOX_LEASE_MS ?? Math.max(60_000, 2 * e.BOOND_TIMEOUT_MS + 10_000);
  if (leaseMs <= e.BOOND_TIMEOUT_MS) problems.push('OUTBOX_LEASE_MS: must be longer than BOOND_TIMEOUT_MS');
  if (e.OUTBOX_MAX_DELAY_MS < e.OUTBOX_BASE_DELAY_MS)
    problems.push('OUTBOX_MAX_DELAY_MS: must be at least OUTBOX_BASE_DELAY_MS');
  const production = e.NODE_ENV === 'production';
  if (production && e.DEV_LOGIN === true)
    problems.push(
      'DEV_LOGIN: the development sign-in (any demo e-mail, no password) cannot be enabled when NODE_ENV=production',
    );
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const embedded = !e.DATABASE_URL;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    database: embedded
      ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      : { kind: 'postgres', url: e.DATABASE_URL! },
    dataDir,
    logLevel: e.LOG_LEVEL,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    production,
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: {
      signInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      mailsPerHour: e.RATE_LIMIT_MAILS_PER_HOUR,
      exportsPerMinute: e.RATE_LIMIT_EXPORTS_PER_MINUTE,
    },
    // The development sign-in is the embedded default's convenience only, never production's.
    devLogin: e.DEV_LOGIN ?? (embedded && !production),
    seedDemoOnFirstStart: e.SEED_DEMO ?? (embedded && !production),
    environmentLabel: e.ENVIRONMENT_LABEL ?? (embedded && !production ? 'development' : 'production'),
    webDist: path.resolve(e.WEB_DIST),
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    boond: {
      url: e.BOOND_URL ?? null,
      clientToken: e.BOOND_CLIENT_TOKEN ?? '',
      userToken: e.BOOND_USER_TOKEN ?? '',
      clientKey: e.BOOND_CLIENT_KEY ?? '',
      timeoutMs: e.BOOND_TIMEOUT_MS,
      simulatorPort: e.BOOND_SIM_PORT,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    outbox: {
      relay: e.OUTBOX_RELAY ?? true,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      baseDelayMs: e.OUTBOX_BASE_DELAY_MS,
      maxDelayMs: e.OUTBOX_MAX_DELAY_MS,
      pollMs: e.OUTBOX_POLL_MS,
      leaseMs,
      batchSize: e.OUTBOX_BATCH_SIZE,
      concurrency: e.OUTBOX_CONCURRENCY,
    },
  };
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^[0-9]+$/.test(value)) {
    // A hop count: believe the nearest N proxies.
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value;
}
