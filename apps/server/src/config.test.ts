import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration: Boond, mail, outbox', () => {
  it('defaults: simulator (no BOOND_URL), local mailbox, relay on', () => {
    const c = loadConfig({});
    expect(c.boond).toMatchObject({ url: null, timeoutMs: 15_000 });
    expect(c.mail).toEqual({ smtpUrl: null, from: 'My Skills <no-reply@my-skills.example.com>' });
    expect(c.outbox).toEqual({
      relay: true,
      maxAttempts: 8,
      baseDelayMs: 10_000,
      maxDelayMs: 1_800_000,
      pollMs: 5_000,
      leaseMs: 60_000,
      batchSize: 20,
      concurrency: 4,
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      BOOND_URL: 'https://ui.boondmanager.com/api',
      BOOND_CLIENT_TOKEN: 'ct',
      BOOND_USER_TOKEN: 'ut',
      BOOND_CLIENT_KEY: 'ck',
      BOOND_TIMEOUT_MS: '40000',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'noreply@example.com',
      OUTBOX_RELAY: 'off',
      OUTBOX_MAX_ATTEMPTS: '3',
      OUTBOX_BASE_DELAY_MS: '100',
      OUTBOX_MAX_DELAY_MS: '1000',
      OUTBOX_POLL_MS: '250',
      OUTBOX_BATCH_SIZE: '5',
      OUTBOX_CONCURRENCY: '2',
    });
    expect(c.boond).toMatchObject({
      url: 'https://ui.boondmanager.com/api',
      clientToken: 'ct',
      userToken: 'ut',
      clientKey: 'ck',
      timeoutMs: 40_000,
    });
    expect(c.mail).toEqual({ smtpUrl: 'smtps://user:pass@mail.example.com:465', from: 'noreply@example.com' });
    // The lease outlives two Boond timeouts.
    expect(c.outbox).toEqual({
      relay: false,
      maxAttempts: 3,
      baseDelayMs: 100,
      maxDelayMs: 1000,
      pollMs: 250,
      leaseMs: 90_000,
      batchSize: 5,
      concurrency: 2,
    });
    expect(loadConfig({ OUTBOX_RELAY: 'on' }).outbox.relay).toBe(true);
    expect(loadConfig({ OUTBOX_RELAY: 'false' }).outbox.relay).toBe(false);
  });

  it.each([
    [{ BOOND_URL: 'https://x.example.com/api' }, 'BOOND_CLIENT_TOKEN'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ OUTBOX_LEASE_MS: '1000', BOOND_TIMEOUT_MS: '5000' }, 'OUTBOX_LEASE_MS'],
    [{ OUTBOX_BASE_DELAY_MS: '5000', OUTBOX_MAX_DELAY_MS: '10' }, 'OUTBOX_MAX_DELAY_MS'],
    [{ OUTBOX_MAX_ATTEMPTS: '0' }, 'OUTBOX_MAX_ATTEMPTS'],
    [{ OUTBOX_RELAY: 'maybe' }, 'OUTBOX_RELAY'],
  ])('refuses %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});

describe('configuration: production defaults', () => {
  it('NODE_ENV=production: Secure cookie, no development sign-in, no demo seed, even on the embedded database', () => {
    const c = loadConfig({ NODE_ENV: 'production' });
    expect(c).toMatchObject({
      production: true,
      cookieSecure: true,
      devLogin: false,
      seedDemoOnFirstStart: false,
      environmentLabel: 'production',
    });
  });

  it('the embedded default keeps its conveniences outside production', () => {
    expect(loadConfig({})).toMatchObject({ production: false, cookieSecure: false, devLogin: true });
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' })).toMatchObject({ devLogin: false });
  });

  it('refuses to start with the development sign-in in production, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_LOGIN: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_LOGIN: 'true' })).toThrow(
      /DEV_LOGIN: the development sign-in .* cannot be enabled when NODE_ENV=production/,
    );
  });

  it('reads the proxy trust and the rate limits', () => {
    const c = loadConfig({
      TRUST_PROXY: '2',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '5',
      RATE_LIMIT_MAILS_PER_HOUR: '3',
      RATE_LIMIT_EXPORTS_PER_MINUTE: '7',
    });
    expect(c.rateLimits).toEqual({
      signInPerMinute: 5,
      accountPer15Minutes: 10,
      captchaPerMinute: 30,
      mailsPerHour: 3,
      exportsPerMinute: 7,
    });
    expect(typeof c.trustProxy).toBe('function');
    const trust = c.trustProxy as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1), trust('10.0.0.3', 2)]).toEqual([true, true, false]);
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ RATE_LIMIT_MAILS_PER_HOUR: '0' })).toThrow(ConfigError);
  });

  it('reads the captcha signing key: the database secret by default, at least 32 characters when given', () => {
    expect(loadConfig({}).signIn.captchaHmacKey).toBeNull();
    expect(loadConfig({ CAPTCHA_HMAC_KEY: 'k'.repeat(32) }).signIn.captchaHmacKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ CAPTCHA_HMAC_KEY: 'short' })).toThrow(ConfigError);
  });
});

describe('configuration: candidate retention', () => {
  it('CANDIDATE_RETENTION_MONTHS: 24 by default, a whole number of months from 1 to 120', () => {
    expect(loadConfig({}).candidateRetentionMonths).toBe(24);
    expect(loadConfig({ CANDIDATE_RETENTION_MONTHS: '36' }).candidateRetentionMonths).toBe(36);
    expect(loadConfig({ CANDIDATE_RETENTION_MONTHS: '1' }).candidateRetentionMonths).toBe(1);
    expect(loadConfig({ CANDIDATE_RETENTION_MONTHS: '120' }).candidateRetentionMonths).toBe(120);
    for (const bad of ['0', '121', '12.5', 'two years', '-3'])
      expect(() => loadConfig({ CANDIDATE_RETENTION_MONTHS: bad }), bad).toThrow(/CANDIDATE_RETENTION_MONTHS/);
  });
});

describe('configuration: operability', () => {
  it('METRICS_PORT: no metrics by default; a port (0: any free one) on HOST unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '0', HOST: '0.0.0.0' }).metrics).toEqual({ port: 0, host: '0.0.0.0' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    for (const bad of ['65536', '-1', 'metrics', '94.5'])
      expect(() => loadConfig({ METRICS_PORT: bad }), bad).toThrow(/METRICS_PORT/);
  });

  it('SHUTDOWN_TIMEOUT_MS: 20 s by default, from 1 s to 10 minutes', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(20_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '45000' }).shutdownTimeoutMs).toBe(45_000);
    for (const bad of ['999', '600001', 'soon', '1.5'])
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: bad }), bad).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
