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
  /** Idle lifetime: a session unused this long ends (docs/decisions/016-sign-in.md). */
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(60),
  /** Absolute lifetime: a session ends this long after sign-in, however busy. */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(10),
  // Microsoft work accounts over OpenID Connect. Without OIDC_ISSUER, the development default starts a local
  // OpenID provider in-process (OIDC_LOCAL), as it does the BoondManager simulator.
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  /** Default: PUBLIC_URL + /api/Login/oidc/callback (it must be registered with the provider). */
  OIDC_REDIRECT_URI: z.string().url().optional(),
  /** Where the provider's sign-out returns; default PUBLIC_URL + /. */
  OIDC_POST_LOGOUT_REDIRECT_URI: z.string().url().optional(),
  OIDC_SCOPES: z.string().min(6).max(500).default('openid profile email'),
  OIDC_LOCAL: booleanFromEnv.optional(),
  /** Port of the in-process local OpenID provider; 0 picks a free one. */
  OIDC_LOCAL_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Host names (no port) that serve the candidate onboarding variant, comma-separated. */
  ONBOARDING_HOSTS: z.string().max(1000).optional(),
  /** Address of the onboarding site in candidates' e-mail links; default http://<first onboarding host>:PORT. */
  ONBOARDING_PUBLIC_URL: z.string().url().optional(),
  /** Failed password sign-ins before an e-mail address is locked for 30 minutes. */
  SIGN_IN_LOCK_FAILURES: z.coerce.number().int().min(2).max(100).default(5),
  /** Failed password sign-ins from one client address before that address is locked for 30 minutes. */
  SIGN_IN_LOCK_ADDRESS_FAILURES: z.coerce.number().int().min(2).max(10_000).default(50),
  /** Lifetime of an invitation (first-login) link, and of a forgotten-password link. */
  FIRST_LOGIN_LINK_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(72),
  RESET_LINK_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /**
   * Secret the captcha challenges are signed with (at least 32 characters), the same in every process. Default: a
   * random secret created once in the database (app_meta), which every process then reads.
   */
  CAPTCHA_HMAC_KEY: z.string().min(32).max(500).optional(),
  COOKIE_SECURE: booleanFromEnv.optional(),
  /**
   * Which proxies may set X-Forwarded-For (the client address of the rate limits and the logs): a hop count,
   * addresses/CIDRs separated by commas, `true` (any: only behind a proxy that overwrites the header) or `false`.
   */
  TRUST_PROXY: z.string().trim().min(1).max(500).default('loopback'),
  /** Sign-in attempts per client address per minute (each process counts its own). */
  RATE_LIMIT_SIGN_IN_PER_MINUTE: perWindow(20),
  /** Password sign-ins, reset e-mails and password saves per e-mail address per 15 minutes. */
  RATE_LIMIT_ACCOUNT_PER_15_MINUTES: perWindow(10),
  /** Captcha challenges per client address per minute. */
  RATE_LIMIT_CAPTCHA_PER_MINUTE: perWindow(30),
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
  BOOND_DICTIONARY_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
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
  /** Months without activity after which a candidate is listed for erasure (issue 23, decision 023 §2c). */
  CANDIDATE_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  // Operability (docs/operations.md)
  /** Port of the Prometheus metrics (GET /metrics); unset: no metrics. 0: any free port (logged). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Address the metrics port listens on; default HOST. */
  METRICS_HOST: z.string().min(1).max(255).optional(),
  /** After SIGTERM/SIGINT, how long requests in flight and deliveries may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
});

export interface Config {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionTtlMinutes: number;
  sessionAbsoluteHours: number;
  oidc: {
    /** null: no external provider (then `local` may start one in-process). */
    issuer: string | null;
    clientId: string;
    clientSecret: string | null;
    redirectUri: string;
    postLogoutRedirectUri: string;
    scopes: string;
    /** Start the local OpenID provider in-process (development default without OIDC_ISSUER). */
    local: boolean;
    localPort: number;
  };
  onboarding: {
    /** Lower-case host names, without port. */
    hosts: string[];
    publicUrl: string;
  };
  signIn: {
    lockFailures: number;
    lockAddressFailures: number;
    lockMinutes: number;
    firstLoginLinkHours: number;
    resetLinkMinutes: number;
    /** CAPTCHA_HMAC_KEY; null: the secret stored in the database. */
    captchaHmacKey: string | null;
  };
  production: boolean;
  cookieSecure: boolean;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For is believed. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  rateLimits: {
    signInPerMinute: number;
    accountPer15Minutes: number;
    captchaPerMinute: number;
    mailsPerHour: number;
    exportsPerMinute: number;
  };
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
    /** The kept dictionary is read again when older (checked at start and every hour). */
    dictionaryMaxAgeMs: number;
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
  /** Candidates without activity for this many months are due for erasure (decision 023 §2c). */
  candidateRetentionMonths: number;
  /** The Prometheus metrics' port (METRICS_PORT); null: no metrics collected or served. */
  metrics: { port: number; host: string } | null;
  /** SHUTDOWN_TIMEOUT_MS: the most a graceful shutdown waits before exiting anyway. */
  shutdownTimeoutMs: number;
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
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) problems.push('OIDC_ISSUER: needs OIDC_CLIENT_ID');
  if (e.OIDC_ISSUER && e.OIDC_LOCAL === true) problems.push('OIDC_LOCAL: cannot be used with OIDC_ISSUER');
  if (production && e.OIDC_LOCAL === true)
    problems.push(
      'OIDC_LOCAL: the local OpenID provider (any e-mail, no password) cannot run when NODE_ENV=production',
    );
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const embedded = !e.DATABASE_URL;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, '');
  const onboardingHosts = (e.ONBOARDING_HOSTS ?? (embedded && !production ? 'onboarding.localhost' : ''))
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    port: e.PORT,
    host: e.HOST,
    database: embedded
      ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      : { kind: 'postgres', url: e.DATABASE_URL! },
    dataDir,
    logLevel: e.LOG_LEVEL,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    oidc: {
      issuer: e.OIDC_ISSUER ?? null,
      clientId: e.OIDC_CLIENT_ID ?? 'my-skills',
      clientSecret: e.OIDC_CLIENT_SECRET ?? null,
      redirectUri: e.OIDC_REDIRECT_URI ?? `${publicUrl}/api/Login/oidc/callback`,
      postLogoutRedirectUri: e.OIDC_POST_LOGOUT_REDIRECT_URI ?? `${publicUrl}/`,
      scopes: e.OIDC_SCOPES,
      local: !e.OIDC_ISSUER && (e.OIDC_LOCAL ?? (embedded && !production)),
      localPort: e.OIDC_LOCAL_PORT,
    },
    onboarding: {
      hosts: onboardingHosts,
      publicUrl: (
        e.ONBOARDING_PUBLIC_URL ?? (onboardingHosts[0] ? `http://${onboardingHosts[0]}:${e.PORT}` : publicUrl)
      ).replace(/\/+$/, ''),
    },
    signIn: {
      lockFailures: e.SIGN_IN_LOCK_FAILURES,
      lockAddressFailures: e.SIGN_IN_LOCK_ADDRESS_FAILURES,
      lockMinutes: 30,
      firstLoginLinkHours: e.FIRST_LOGIN_LINK_HOURS,
      resetLinkMinutes: e.RESET_LINK_MINUTES,
      captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? null,
    },
    production,
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: {
      signInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      accountPer15Minutes: e.RATE_LIMIT_ACCOUNT_PER_15_MINUTES,
      captchaPerMinute: e.RATE_LIMIT_CAPTCHA_PER_MINUTE,
      mailsPerHour: e.RATE_LIMIT_MAILS_PER_HOUR,
      exportsPerMinute: e.RATE_LIMIT_EXPORTS_PER_MINUTE,
    },
    // The development sign-in is the embedded default's convenience only, never production's.
    devLogin: e.DEV_LOGIN ?? (embedded && !production),
    seedDemoOnFirstStart: e.SEED_DEMO ?? (embedded && !production),
    environmentLabel: e.ENVIRONMENT_LABEL ?? (embedded && !production ? 'development' : 'production'),
    webDist: path.resolve(e.WEB_DIST),
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl,
    boond: {
      url: e.BOOND_URL ?? null,
      clientToken: e.BOOND_CLIENT_TOKEN ?? '',
      userToken: e.BOOND_USER_TOKEN ?? '',
      clientKey: e.BOOND_CLIENT_KEY ?? '',
      timeoutMs: e.BOOND_TIMEOUT_MS,
      simulatorPort: e.BOOND_SIM_PORT,
      dictionaryMaxAgeMs: e.BOOND_DICTIONARY_MAX_AGE_HOURS * 3_600_000,
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
    candidateRetentionMonths: e.CANDIDATE_RETENTION_MONTHS,
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST ?? e.HOST },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
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
