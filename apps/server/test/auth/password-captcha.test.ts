/**
 * The self-hosted captcha (ALTCHA v2): GET Login/captcha, and its verification by the calls that require it —
 * single use, tamper-proof, expiring, signed with one key for every process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestApps, onPostgres, type TestApp } from '../support/test-app';
import { challenge, encodeCaptcha, ONBOARDING, solve, testClock } from '../support/password';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t?.close());

/** Login/reset needs a captcha and answers 200 whatever the address: a clean probe of the captcha alone. */
const reset = (app: TestApp, captcha: string | undefined, lang = 'fr') =>
  app.call(
    null,
    'POST',
    '/api/Login/reset',
    { LoginFromEmail: 'nobody@example.com', ...(captcha === undefined ? {} : { Captcha: captcha }) },
    { ...ONBOARDING, 'accept-language': lang },
  );

describe('GET /api/Login/captcha', () => {
  it('answers a signed, expiring PBKDF2 challenge, never cached, on any host', async () => {
    const res = await t.call(null, 'GET', '/api/Login/captcha', undefined, ONBOARDING);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const ch = res.json().data;
    expect(ch.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(ch.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, keyLength: 32 });
    expect(ch.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const expiresInMs = ch.parameters.expiresAt * 1000 - clock.now().getTime();
    expect(expiresInMs).toBeGreaterThan(9 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(10 * 60_000);
    expect((await t.call(null, 'GET', '/api/Login/captcha')).statusCode).toBe(200);
  });

  it('is solved by counting up to the hidden counter (500–1,500 tries)', async () => {
    const { solution } = await solve(await challenge(t));
    expect(solution.counter).toBeGreaterThanOrEqual(500);
    expect(solution.counter).toBeLessThanOrEqual(1500);
  });
});

describe('captcha verification', () => {
  it('accepts a solved captcha once; a replay is refused, in both languages', async () => {
    const captcha = encodeCaptcha(await solve(await challenge(t)));
    expect((await reset(t, captcha)).statusCode).toBe(200);
    for (const [lang, text] of [
      ['fr', 'Le captcha n’a pas pu être vérifié : cochez-le à nouveau.'],
      ['en', 'The captcha could not be verified: check it again.'],
    ]) {
      const replay = await reset(t, captcha, lang);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ code: 'CAPTCHA_INVALID', message: text });
    }
  });

  it('refuses a replay whose unsigned fields were changed (the use is keyed on the signed challenge)', async () => {
    const payload = await solve(await challenge(t));
    expect((await reset(t, encodeCaptcha(payload))).statusCode).toBe(200);
    const changed = { ...payload, solution: { ...payload.solution, time: 1 } };
    expect((await reset(t, encodeCaptcha(changed))).json().code).toBe('CAPTCHA_INVALID');
  });

  it('refuses a tampered derived key, parameter or signature', async () => {
    const payload = await solve(await challenge(t));
    const key = payload.solution.derivedKey;
    const flipped = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const tampered = [
      { ...payload, solution: { ...payload.solution, derivedKey: flipped } },
      { ...payload, solution: { ...payload.solution, derivedKey: 'zz' } },
      { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } } },
      { ...payload, challenge: { ...payload.challenge, signature: '0'.repeat(64) } },
    ];
    for (const p of tampered) expect((await reset(t, encodeCaptcha(p))).json().code).toBe('CAPTCHA_INVALID');
    // The untouched payload still works: the refusals used nothing up.
    expect((await reset(t, encodeCaptcha(payload))).statusCode).toBe(200);
  });

  it('refuses a challenge past its 10 minutes', async () => {
    const payload = await solve(await challenge(t));
    clock.advance(10 * 60_000 + 1000);
    try {
      expect((await reset(t, encodeCaptcha(payload))).json().code).toBe('CAPTCHA_INVALID');
    } finally {
      clock.reset();
    }
  });

  it('CAPTCHA_REQUIRED without one; CAPTCHA_INVALID for malformed ones (never a 500)', async () => {
    const missing = await reset(t, undefined, 'en');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'The captcha must be checked.' });
    for (const junk of ['x', '{}', encodeCaptcha({ challenge: {}, solution: {} }), encodeCaptcha([1, 2])]) {
      const res = await reset(t, junk);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CAPTCHA_INVALID');
    }
  });

  it('accepts the plain JSON form of the payload too', async () => {
    const payload = await solve(await challenge(t));
    expect((await reset(t, JSON.stringify(payload))).statusCode).toBe(200);
  });

  it('creates the signing secret once, in the database', async () => {
    const rows = await t.db.selectFrom('app_meta').select('value').where('key', '=', 'captcha_hmac_secret').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value.length).toBeGreaterThanOrEqual(32);
  });

  it('signs with CAPTCHA_HMAC_KEY when configured: another key refuses the challenge', async () => {
    const a = await createTestApp({ env: { CAPTCHA_HMAC_KEY: 'a'.repeat(40) } });
    const b = await createTestApp({ env: { CAPTCHA_HMAC_KEY: 'b'.repeat(40) } });
    const a2 = await createTestApp({ env: { CAPTCHA_HMAC_KEY: 'a'.repeat(40) } });
    try {
      expect((await reset(b, encodeCaptcha(await solve(await challenge(a))))).json().code).toBe('CAPTCHA_INVALID');
      expect((await reset(a2, encodeCaptcha(await solve(await challenge(a))))).statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close(), a2.close()]);
    }
  });

  it('limits challenges per client address', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_CAPTCHA_PER_MINUTE: '2' } });
    try {
      const get = () => limited.call(null, 'GET', '/api/Login/captcha', undefined, { 'accept-language': 'en' });
      expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(200);
      const third = await get();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe.runIf(onPostgres)('captcha across processes (PostgreSQL)', () => {
  it('a challenge of one process is verified by another, and used once for both', async () => {
    const group = await createTestApps(2);
    try {
      const [one, two] = group.apps as [TestApp, TestApp];
      const payload = encodeCaptcha(await solve(await challenge(one)));
      const answers = await Promise.all([reset(one, payload), reset(two, payload)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const again = encodeCaptcha(await solve(await challenge(two)));
      expect((await reset(one, again)).statusCode).toBe(200);
    } finally {
      await group.close();
    }
  });
});
