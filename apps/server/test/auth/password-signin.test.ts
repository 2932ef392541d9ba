/**
 * The candidates' password sign-in (POST Login/authentication with Password and Captcha) on the onboarding host:
 * the order of the checks and their messages in both languages, the one non-revealing answer, the lock-out per
 * e-mail and per client address with time injected, and the other sign-ins refused there.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { argon2id, DUMMY_PASSWORD_HASH, PASSWORD_HASH_OPTIONS } from '../../src/modules/auth/password/password-hash';
import { createTestApp, createTestApps, DEMO, onPostgres, type TestApp } from '../support/test-app';
import {
  addCandidate,
  ONBOARDING,
  setPassword,
  signInWithPassword,
  solvedCaptcha,
  testClock,
} from '../support/password';

const clock = testClock();
let t: TestApp;
let password: string;
const CANDIDATE = 'lea.password@example.com';

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const recruiter = await t.login(DEMO.recruiter);
  await addCandidate(t, recruiter, { firstName: 'Léa', lastName: 'Password', email: CANDIDATE });
  password = await setPassword(t, CANDIDATE);
});
afterAll(() => t?.close());

const authenticate = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call(null, 'POST', '/api/Login/authentication', body, { ...ONBOARDING, ...headers });

describe('password sign-in: success', () => {
  it('opens a candidate session on the onboarding host (e-mail case-insensitive)', async () => {
    const res = await signInWithPassword(t, CANDIDATE.toUpperCase(), password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: CANDIDATE, role: { id: 0 } });
    const cookie = res.cookies.find((c) => c.name === 'ms_session');
    expect(cookie?.httpOnly).toBe(true);
    const me = await t.call(
      { cookie: `ms_session=${cookie!.value}`, email: CANDIDATE },
      'GET',
      '/api/Login/me',
      undefined,
      ONBOARDING,
    );
    expect(me.statusCode).toBe(200);
    const session = await t.db
      .selectFrom('session')
      .select('auth_method')
      .where('id', 'is not', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.auth_method).toBe('password');
  });
});

describe('password sign-in: checks in order, in both languages', () => {
  const CASES = [
    {
      name: 'password sign-in off the onboarding host',
      body: async () => ({ LoginFromEmail: CANDIDATE, Password: password, Captcha: await solvedCaptcha(t) }),
      headers: { host: 'localhost' },
      status: 400,
      code: 'BAD_REQUEST',
      fr: 'Cette méthode de connexion n’est pas disponible sur ce serveur.',
      en: 'This sign-in method is not available on this server.',
    },
    {
      name: 'empty password',
      body: async () => ({ LoginFromEmail: CANDIDATE, Password: '', Captcha: await solvedCaptcha(t) }),
      status: 400,
      code: 'PASSWORD_REQUIRED',
      fr: 'Mot de passe obligatoire.',
      en: 'Password required.',
    },
    {
      name: 'captcha but no password',
      body: async () => ({ LoginFromEmail: CANDIDATE, Captcha: await solvedCaptcha(t) }),
      status: 400,
      code: 'PASSWORD_REQUIRED',
    },
    {
      name: 'no captcha',
      body: async () => ({ LoginFromEmail: CANDIDATE, Password: password }),
      status: 400,
      code: 'CAPTCHA_REQUIRED',
      fr: 'Le captcha doit être coché.',
      en: 'The captcha must be checked.',
    },
    {
      name: 'a captcha that is not one',
      body: async () => ({ LoginFromEmail: CANDIDATE, Password: password, Captcha: 'bm90IGEgY2FwdGNoYQ==' }),
      status: 400,
      code: 'CAPTCHA_INVALID',
      fr: 'Le captcha n’a pas pu être vérifié : cochez-le à nouveau.',
      en: 'The captcha could not be verified: check it again.',
    },
    {
      name: 'wrong password',
      body: async () => ({ LoginFromEmail: CANDIDATE, Password: 'Wrong-Pass1!x', Captcha: await solvedCaptcha(t) }),
      status: 401,
      code: 'BAD_CREDENTIALS',
      fr: 'Votre mot de passe ou votre e-mail n’est pas correct.',
      en: 'Your password or e-mail is not correct.',
    },
  ];
  it.each(CASES)('$name → $code', async (c) => {
    for (const [lang, text] of [
      ['fr', c.fr],
      ['en', c.en],
    ] as const) {
      const res = await authenticate(await c.body(), { 'accept-language': lang, ...c.headers });
      expect(res.statusCode, res.body).toBe(c.status);
      expect(res.json()).toMatchObject({ success: false, data: null, code: c.code });
      if (text) expect(res.json().message).toBe(text);
      expect(res.cookies.find((k) => k.name === 'ms_session')).toBeUndefined();
    }
    await t.db.deleteFrom('sign_in_failure').execute();
  });
});

describe('password sign-in: one answer for every refusal', () => {
  it('answers unknown, non-candidate, passwordless and wrong-password sign-ins with the same status and body', async () => {
    const recruiter = await t.login(DEMO.recruiter);
    await addCandidate(t, recruiter, { firstName: 'No', lastName: 'Password', email: 'no.password@example.com' });
    const bodies: string[] = [];
    for (const email of ['nobody@example.com', DEMO.consultant, 'no.password@example.com', CANDIDATE]) {
      const res = await authenticate(
        { LoginFromEmail: email, Password: 'Wrong-Pass1!x', Captcha: await solvedCaptcha(t) },
        { 'accept-language': 'en' },
      );
      expect(res.statusCode, email).toBe(401);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({
      success: false,
      data: null,
      code: 'BAD_CREDENTIALS',
      message: 'Your password or e-mail is not correct.',
    });
    await t.db.deleteFrom('sign_in_failure').execute();
  });

  it('costs an unknown address the same argon2id verification as a known one (a dummy hash at the same setting)', async () => {
    // The work, not a stopwatch (a timed comparison failed by chance on a loaded machine): every refused sign-in
    // verifies one argon2id hash, the stored one or a dummy computed at the same memory, passes and lanes.
    const setting = `$argon2id$v=19$m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}$`;
    expect(DUMMY_PASSWORD_HASH.startsWith(setting)).toBe(true);
    const stored = await t.db
      .selectFrom('credential')
      .innerJoin('person', 'person.id', 'credential.person_id')
      .select('credential.password_hash')
      .where('person.email', '=', CANDIDATE)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash.startsWith(setting)).toBe(true);
    // Watched, and still run (a spy on the object the sign-in calls: the test files share their modules).
    const verified = vi.spyOn(argon2id, 'verify');
    try {
      for (const [email, against] of [
        [CANDIDATE, stored.password_hash],
        ['nobody.at.all@example.com', DUMMY_PASSWORD_HASH],
        [DEMO.consultant, DUMMY_PASSWORD_HASH], // an employee: no password to verify
      ] as const) {
        await t.db.deleteFrom('sign_in_failure').execute();
        const captcha = await solvedCaptcha(t);
        verified.mockClear();
        const res = await authenticate({ LoginFromEmail: email, Password: 'Wrong-Pass1!x', Captcha: captcha });
        expect(res.json().code, email).toBe('BAD_CREDENTIALS');
        expect(
          verified.mock.calls.map((c) => c[0]),
          email,
        ).toEqual([against]);
      }
    } finally {
      verified.mockRestore();
      // Whatever the outcome, the next tests start without these failures.
      await t.db.deleteFrom('sign_in_failure').execute();
    }
  });
});

describe('password sign-in: lock-out', () => {
  const wrong = async (email: string, headers: Record<string, string> = {}) =>
    authenticate({ LoginFromEmail: email, Password: 'Wrong-Pass1!x', Captcha: await solvedCaptcha(t) }, headers);

  it('locks an e-mail after 5 failures for 30 minutes, even with the right password, then unlocks', async () => {
    for (let i = 1; i <= 4; i++) expect((await wrong(CANDIDATE)).json().code).toBe('BAD_CREDENTIALS');
    const fifth = await wrong(CANDIDATE);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'Compte verrouillé, réessayez dans 30 minutes.',
    });
    const locked = await signInWithPassword(t, CANDIDATE, password, { 'accept-language': 'en' });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe('Account locked, try again in 30 minutes.');
    clock.advance(29 * 60_000);
    expect((await signInWithPassword(t, CANDIDATE, password)).statusCode).toBe(423);
    clock.advance(61_000);
    expect((await signInWithPassword(t, CANDIDATE, password)).statusCode).toBe(200);
    // The success cleared the count.
    const rows = await t.db.selectFrom('sign_in_failure').select('key').where('key', 'like', 'email:%').execute();
    expect(rows).toEqual([]);
    await t.db.deleteFrom('sign_in_failure').execute();
  });

  it('locks an unknown address exactly like a known one', async () => {
    for (let i = 1; i <= 4; i++) expect((await wrong('ghost@example.com')).statusCode).toBe(401);
    expect((await wrong('Ghost@Example.com')).statusCode).toBe(423);
    expect((await wrong('ghost@example.com')).json().code).toBe('ACCOUNT_LOCKED');
    const row = await t.db
      .selectFrom('sign_in_failure')
      .selectAll()
      .where('key', '=', 'email:ghost@example.com')
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(5);
    await t.db.deleteFrom('sign_in_failure').execute();
  });

  it('counts afresh after the window: failures older than 30 minutes do not add up', async () => {
    for (let i = 1; i <= 4; i++) await wrong(CANDIDATE);
    clock.advance(31 * 60_000);
    for (let i = 1; i <= 4; i++) expect((await wrong(CANDIDATE)).statusCode).toBe(401);
    expect((await signInWithPassword(t, CANDIDATE, password)).statusCode).toBe(200);
    await t.db.deleteFrom('sign_in_failure').execute();
  });

  it('locks a client address after its own threshold, whatever the e-mails', async () => {
    const small = await createTestApp({ now: clock.now, env: { SIGN_IN_LOCK_ADDRESS_FAILURES: '3' } });
    try {
      const from = { ...ONBOARDING, 'x-forwarded-for': '203.0.113.7' };
      const attempt = async (email: string, pass = 'Wrong-Pass1!x') =>
        small.call(
          null,
          'POST',
          '/api/Login/authentication',
          { LoginFromEmail: email, Password: pass, Captcha: await solvedCaptcha(small) },
          from,
        );
      expect((await attempt('a@example.com')).statusCode).toBe(401);
      expect((await attempt('b@example.com')).statusCode).toBe(401);
      expect((await attempt('c@example.com')).statusCode).toBe(423);
      // Another address signs in as usual; this one stays locked for everyone.
      const other = await createCandidateWithPassword(small);
      expect((await attempt(other.email, other.password)).statusCode).toBe(423);
      const elsewhere = await small.call(
        null,
        'POST',
        '/api/Login/authentication',
        { LoginFromEmail: other.email, Password: other.password, Captcha: await solvedCaptcha(small) },
        { ...ONBOARDING, 'x-forwarded-for': '203.0.113.8' },
      );
      expect(elsewhere.statusCode).toBe(200);
      clock.advance(31 * 60_000);
      expect((await attempt(other.email, other.password)).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

async function createCandidateWithPassword(app: TestApp) {
  const recruiter = await app.login(DEMO.recruiter);
  const email = `cand.${Math.random().toString(36).slice(2)}@example.com`;
  await addCandidate(app, recruiter, { firstName: 'Cand', lastName: 'Idate', email });
  return { email, password: await setPassword(app, email) };
}

describe('other sign-ins on the onboarding host', () => {
  it('refuses the development sign-in and its accounts list there, in both languages', async () => {
    for (const [lang, text] of [
      ['fr', 'La connexion de développement est désactivée sur ce serveur.'],
      ['en', 'The development sign-in is disabled on this server.'],
    ] as const) {
      const dev = await authenticate(
        { LoginFromEmail: DEMO.candidate, isDevModeRessource: true },
        { 'accept-language': lang },
      );
      expect(dev.statusCode).toBe(403);
      expect(dev.json()).toMatchObject({ code: 'DEV_LOGIN_DISABLED', message: text });
      const accounts = await t.call(null, 'GET', '/api/Login/devAccounts', undefined, {
        ...ONBOARDING,
        'accept-language': lang,
      });
      expect(accounts.statusCode).toBe(403);
    }
    const options = await t.call(null, 'GET', '/api/Login/options', undefined, ONBOARDING);
    expect(options.json().data).toMatchObject({ devLogin: false, onboarding: true });
  });

  it('refuses a non-candidate there even with a password row (CANDIDATES_ONLY), and opens no session', async () => {
    const hash = (await t.db.selectFrom('credential').select('password_hash').executeTakeFirstOrThrow()).password_hash;
    const alice = await t.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', DEMO.consultant)
      .executeTakeFirstOrThrow();
    // A consultant is no candidate: the password path does not even look at a stored hash.
    await t.db.insertInto('credential').values({ person_id: alice.id, password_hash: hash }).execute();
    const res = await signInWithPassword(t, DEMO.consultant, password, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('BAD_CREDENTIALS');
    // A person with both a candidate account and another one in use is refused by the session layer.
    const marc = await t.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', DEMO.manager)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('account').values({ person_id: marc.id, role_id: 0, is_active: true }).execute();
    await t.db.insertInto('credential').values({ person_id: marc.id, password_hash: hash }).execute();
    const both = await signInWithPassword(t, DEMO.manager, password, { 'accept-language': 'en' });
    expect(both.statusCode).toBe(403);
    expect(both.json()).toMatchObject({ code: 'CANDIDATES_ONLY' });
    expect(both.cookies.find((c) => c.name === 'ms_session')).toBeUndefined();
    await t.db.deleteFrom('credential').where('person_id', 'in', [alice.id, marc.id]).execute();
    await t.db.deleteFrom('account').where('person_id', '=', marc.id).where('role_id', '=', 0).execute();
    await t.db.deleteFrom('sign_in_failure').execute();
  });
});

describe('rate limits of the password sign-in', () => {
  it('limits sign-ins per e-mail across client addresses (account bucket), not the dev sign-in', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '2' } });
    try {
      const attempt = async (ip: string) =>
        limited.call(
          null,
          'POST',
          '/api/Login/authentication',
          { LoginFromEmail: 'target@example.com', Password: 'Wrong-Pass1!x', Captcha: await solvedCaptcha(limited) },
          { ...ONBOARDING, 'x-forwarded-for': ip, 'accept-language': 'en' },
        );
      expect((await attempt('198.51.100.1')).statusCode).toBe(401);
      expect((await attempt('198.51.100.2')).statusCode).toBe(401);
      const third = await attempt('198.51.100.3');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts, try again later.' });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      for (let i = 0; i < 3; i++) await limited.login(DEMO.consultant);
    } finally {
      await limited.close();
    }
  });
});

describe.runIf(onPostgres)('lock-out across processes (PostgreSQL)', () => {
  it('counts the failures of two processes together, even at the same time', async () => {
    const group = await createTestApps(2);
    try {
      const [one, two] = group.apps as [TestApp, TestApp];
      const wrongWith = (app: TestApp, captcha: string) =>
        app.call(
          null,
          'POST',
          '/api/Login/authentication',
          { LoginFromEmail: 'shared@example.com', Password: 'Wrong-Pass1!x', Captcha: captcha },
          ONBOARDING,
        );
      const attempt = async (app: TestApp) => wrongWith(app, await solvedCaptcha(app));
      const apps = [one, two, one, two];
      const captchas = await Promise.all(apps.map((app) => solvedCaptcha(app)));
      const answers = await Promise.all(captchas.map((captcha, i) => wrongWith(apps[i]!, captcha)));
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
      expect((await attempt(two)).statusCode).toBe(423);
      expect((await attempt(one)).json().code).toBe('ACCOUNT_LOCKED');
      const row = await one.db
        .selectFrom('sign_in_failure')
        .select('failures')
        .where('key', '=', 'email:shared@example.com')
        .executeTakeFirstOrThrow();
      expect(row.failures).toBe(5);
    } finally {
      await group.close();
    }
  });
});
