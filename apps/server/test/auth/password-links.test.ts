/**
 * First-login and reset links: Login/reset (non-revealing, e-mailed through the outbox in the right language),
 * Login/checkLink and Login/savePassword (password rules table-driven, single use, expiry, sessions ended).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_SPECIALS } from '@my-skills/shared/schemas/auth';
import { countRows, createTestApp, DEMO, type TestApp } from '../support/test-app';
import {
  addCandidate,
  lastMailTo,
  linkOf,
  medianMs,
  ONBOARDING,
  requestLink,
  setPassword,
  signInWithPassword,
  solvedCaptcha,
  testClock,
} from '../support/password';

const clock = testClock();
let t: TestApp;
let recruiter: { cookie: string; email: string };
let seq = 0;
/** A fresh candidate without a password (no invitation sent). */
async function candidate(idLang: 1 | 2 = 1) {
  seq += 1;
  const email = `links.${seq}@example.com`;
  return addCandidate(t, recruiter, { firstName: 'Link', lastName: `Candidate${seq}`, email, idLang });
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  recruiter = await t.login(DEMO.recruiter);
});
afterAll(() => t?.close());

const post = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call(null, 'POST', path, body, { ...ONBOARDING, ...headers });
const resetBody = async (email: string, extra: Record<string, unknown> = {}) => ({
  LoginFromEmail: email,
  Captcha: await solvedCaptcha(t),
  ...extra,
});

describe('POST /api/Login/reset', () => {
  it('answers the same non-revealing message for a candidate and an unknown address, in both languages', async () => {
    const { email } = await candidate();
    for (const [lang, text] of [
      ['fr', 'Si cette adresse est connue, un e-mail contenant un lien vient d’être envoyé.'],
      ['en', 'If this address is known, an e-mail with a link has been sent.'],
    ] as const) {
      const known = await post('/api/Login/reset', await resetBody(email), { 'accept-language': lang });
      const unknown = await post('/api/Login/reset', await resetBody('nobody@example.com'), {
        'accept-language': lang,
      });
      const employee = await post('/api/Login/reset', await resetBody(DEMO.consultant), { 'accept-language': lang });
      for (const res of [known, unknown, employee]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, data: null, message: text });
      }
    }
    // The body's Lang is the answer's language too.
    const byLang = await post('/api/Login/reset', await resetBody('nobody@example.com', { Lang: 'en' }));
    expect(byLang.json().message).toMatch(/^If this address is known/);
  });

  it('e-mails a candidate only: nothing is stored or sent for others', async () => {
    const links = await countRows(t, 'password_link');
    const mails = await countRows(t, 'outbox_message');
    await post('/api/Login/reset', await resetBody('nobody@example.com'));
    await post('/api/Login/reset', await resetBody(DEMO.manager));
    expect(await countRows(t, 'password_link')).toBe(links);
    expect(await countRows(t, 'outbox_message')).toBe(mails);
  });

  it('takes about as long for an unknown address as for a candidate', async () => {
    const { email } = await candidate();
    const timed = (address: string) =>
      medianMs(
        10,
        () => resetBody(address),
        (body) => post('/api/Login/reset', body),
      );
    const known = await timed(email);
    const unknown = await timed('nobody.else@example.com');
    expect(unknown).toBeGreaterThanOrEqual(known * 0.5);
    expect(known).toBeGreaterThanOrEqual(unknown * 0.5);
  });

  it('sends the first-login link in the language asked (Lang), else the candidate’s', async () => {
    const fr = await candidate(1);
    await post('/api/Login/reset', await resetBody(fr.email));
    const frMail = await lastMailTo(t, fr.email);
    expect(frMail).toMatchObject({
      template: 'passwordLink',
      id_lang: 1,
      subject: 'My Skills : créez votre mot de passe',
    });
    expect(frMail!.text_body).toContain('Bonjour Link Candidate');
    expect(frMail!.text_body).toContain('valable 72 heures');
    const frLink = linkOf(frMail);
    expect(`${frLink.url.origin}${frLink.url.pathname}`).toBe('http://onboarding.localhost:3000/reset');
    expect(frLink).toMatchObject({ email: fr.email, lang: 'fr' });
    expect(frLink.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(frMail!.html_body).toContain(`href="${frLink.url.toString().replaceAll('&', '&amp;')}"`);

    await post('/api/Login/reset', await resetBody(fr.email, { Lang: 'en' }));
    const enMail = await lastMailTo(t, fr.email);
    expect(enMail).toMatchObject({ id_lang: 2, subject: 'My Skills: create your password' });
    expect(enMail!.text_body).toContain('valid for 72 hours');
    expect(linkOf(enMail).lang).toBe('en');

    const en = await candidate(2);
    await post('/api/Login/reset', await resetBody(en.email));
    expect(await lastMailTo(t, en.email)).toMatchObject({ id_lang: 2 });
  });

  it('stores only the SHA-256 of the token; a new link ends the earlier unused ones', async () => {
    const { email, id } = await candidate();
    const first = await requestLink(t, email);
    const second = await requestLink(t, email);
    const rows = await t.db.selectFrom('password_link').selectAll().where('person_id', '=', id).execute();
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([first.token, second.token]).not.toContain(r.token_hash);
      expect(r.created_by).toBeNull();
    }
    expect((await post('/api/Login/checkLink', { LoginFromEmail: email, IDToken: first.token })).statusCode).toBe(410);
    expect((await post('/api/Login/checkLink', { LoginFromEmail: email, IDToken: second.token })).statusCode).toBe(200);
  });

  it('sends a reset link (60 minutes) once the candidate has a password', async () => {
    const { email } = await candidate();
    await setPassword(t, email);
    const link = await requestLink(t, email, 'en');
    const mail = await lastMailTo(t, email);
    expect(mail).toMatchObject({ subject: 'My Skills: reset your password' });
    expect(mail!.text_body).toContain('valid for 60 minutes');
    const check = await post('/api/Login/checkLink', { LoginFromEmail: email, IDToken: link.token });
    expect(check.json().data.purpose).toBe('reset');
    const expiresInMs = Date.parse(check.json().data.expiresAt) - clock.now().getTime();
    expect(expiresInMs).toBeGreaterThan(59 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(60 * 60_000);
  });

  it('requires a captcha', async () => {
    const res = await post('/api/Login/reset', { LoginFromEmail: 'nobody@example.com' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CAPTCHA_REQUIRED');
  });
});

describe('POST /api/Login/checkLink', () => {
  it('answers the purpose and expiry of a usable link; LINK_EXPIRED for used, expired, unknown or another e-mail’s', async () => {
    const { email } = await candidate();
    const link = await requestLink(t, email);
    const ok = await post('/api/Login/checkLink', { LoginFromEmail: email.toUpperCase(), IDToken: link.token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.purpose).toBe('first');
    const expiresInMs = Date.parse(ok.json().data.expiresAt) - clock.now().getTime();
    expect(expiresInMs).toBeGreaterThan(71 * 3_600_000);
    expect(expiresInMs).toBeLessThanOrEqual(72 * 3_600_000);

    const other = await candidate();
    for (const [lang, text] of [
      ['fr', 'Lien expiré - Ce lien n’est plus valide.'],
      ['en', 'Link expired - This link is no longer valid.'],
    ] as const) {
      for (const body of [
        { LoginFromEmail: other.email, IDToken: link.token },
        { LoginFromEmail: email, IDToken: 'A'.repeat(43) },
      ]) {
        const res = await post('/api/Login/checkLink', body, { 'accept-language': lang });
        expect(res.statusCode).toBe(410);
        expect(res.json()).toMatchObject({ code: 'LINK_EXPIRED', message: text });
      }
    }
    // Expired: 72 hours later.
    clock.advance(72 * 3_600_000 + 1000);
    try {
      expect((await post('/api/Login/checkLink', { LoginFromEmail: email, IDToken: link.token })).statusCode).toBe(410);
    } finally {
      clock.reset();
    }
  });

  it('refuses a malformed token as bad input', async () => {
    const res = await post('/api/Login/checkLink', { LoginFromEmail: 'a@example.com', IDToken: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/Login/savePassword', () => {
  const save = (body: Record<string, unknown>, lang = 'fr') =>
    post('/api/Login/savePassword', body, { 'accept-language': lang });

  it('sets the password once, clears the lock, ends the person’s sessions; the candidate then signs in', async () => {
    const { email, id } = await candidate();
    const old = await setPassword(t, email, 'Old-Password1!');
    const session = await signInWithPassword(t, email, old);
    const cookie = { cookie: `ms_session=${session.cookies.find((c) => c.name === 'ms_session')!.value}`, email };
    for (let i = 0; i < 5; i++) await signInWithPassword(t, email, 'Wrong-Pass1!x');
    expect((await signInWithPassword(t, email, old)).statusCode).toBe(423);

    const link = await requestLink(t, email, 'en');
    const body = {
      LoginFromEmail: email,
      IDToken: link.token,
      Password: 'New-Password1!',
      ConfirmPassword: 'New-Password1!',
    };
    const res = await save({ ...body, Lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: 'Password saved: you can sign in.' });
    expect(res.cookies.find((c) => c.name === 'ms_session')).toBeUndefined();
    const fr = await save(body);
    expect(fr.statusCode).toBe(410);
    expect(fr.json()).toMatchObject({ code: 'LINK_EXPIRED', message: 'Lien expiré - Ce lien n’est plus valide.' });

    expect((await t.call(cookie, 'GET', '/api/Login/me', undefined, ONBOARDING)).statusCode).toBe(401);
    expect(await t.db.selectFrom('session').select('id').where('person_id', '=', id).execute()).toEqual([]);
    expect((await signInWithPassword(t, email, old)).statusCode).toBe(401);
    expect((await signInWithPassword(t, email, 'New-Password1!')).statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('credential')
      .select('password_hash')
      .where('person_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.password_hash).not.toContain('New-Password1!');
  });

  it('lets one of two simultaneous uses of a link win', async () => {
    const { email } = await candidate();
    const link = await requestLink(t, email);
    const body = { LoginFromEmail: email, IDToken: link.token, Password: 'Race-Password1!' };
    const answers = await Promise.all([save(body), save(body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 410]);
  });

  it('refuses an expired reset link (60 minutes)', async () => {
    const { email } = await candidate();
    await setPassword(t, email);
    const link = await requestLink(t, email);
    clock.advance(60 * 60_000 + 1000);
    try {
      const res = await save({ LoginFromEmail: email, IDToken: link.token, Password: 'Late-Password1!' });
      expect(res.statusCode).toBe(410);
    } finally {
      clock.reset();
    }
  });

  it('PASSWORD_MISMATCH when the confirmation differs, in both languages; nothing is used up', async () => {
    const { email } = await candidate();
    const link = await requestLink(t, email);
    for (const [lang, text] of [
      ['fr', 'Le mot de passe et sa confirmation ne correspondent pas.'],
      ['en', 'The password and its confirmation do not match.'],
    ]) {
      const res = await save(
        { LoginFromEmail: email, IDToken: link.token, Password: 'Good-Password1!', ConfirmPassword: 'Good-Password1?' },
        lang,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PASSWORD_MISMATCH', message: text });
    }
    expect((await post('/api/Login/checkLink', { LoginFromEmail: email, IDToken: link.token })).statusCode).toBe(200);
  });

  // Each rule failing alone (PASSWORD_RULES), and acceptable passwords (the bogus token then answers LINK_EXPIRED).
  const RULES: { password: string; ok: boolean; why: string }[] = [
    { password: 'Abcdefgh1!x', ok: false, why: '11 characters' },
    { password: 'Abcdefgh1!xy', ok: true, why: '12 characters' },
    { password: 'abcdefgh1!xy', ok: false, why: 'no uppercase letter' },
    { password: 'ABCDEFGH1!XY', ok: false, why: 'no lowercase letter' },
    { password: 'Abcdefghi!xy', ok: false, why: 'no digit' },
    { password: 'Abcdefgh12xy', ok: false, why: 'no special character' },
    { password: 'Abcdefgh1#xy', ok: false, why: 'a special character not in the list (#)' },
    { password: 'Abcdefgh1-xy', ok: false, why: 'a special character not in the list (-)' },
    { password: 'Abcdefgh1 xy', ok: false, why: 'a space is no special character' },
    ...[...PASSWORD_SPECIALS].map((c) => ({ password: `Abcdefgh1${c}xy`, ok: true, why: `special character ${c}` })),
  ];
  it.each(RULES)('$why → $ok', async ({ password, ok }) => {
    const res = await save({ LoginFromEmail: 'nobody@example.com', IDToken: 'A'.repeat(43), Password: password }, 'en');
    if (ok) {
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('LINK_EXPIRED');
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PASSWORD_RULES',
        message:
          'The password does not follow the rules: at least 12 characters, an uppercase letter, a lowercase letter, a digit and one of @ $ ! % * ? &.',
      });
    }
  });

  it('answers the rules in French too, and VALIDATION_FAILED when other fields are wrong as well', async () => {
    const fr = await save({ LoginFromEmail: 'nobody@example.com', IDToken: 'A'.repeat(43), Password: 'short' });
    expect(fr.json()).toMatchObject({ code: 'PASSWORD_RULES' });
    expect(fr.json().message).toMatch(/^Le mot de passe ne respecte pas les règles/);
    const mixed = await save({ LoginFromEmail: 'not-an-email', IDToken: 'A'.repeat(43), Password: 'short' });
    expect(mixed.json().code).toBe('VALIDATION_FAILED');
    expect(
      mixed
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.LoginFromEmail', 'body.Password']);
  });
});

describe('rate limits of the link calls', () => {
  it('limits reset, checkLink and savePassword per e-mail and per client address', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '2', RATE_LIMIT_SIGN_IN_PER_MINUTE: '4' },
    });
    try {
      const check = (email: string, ip: string) =>
        limited.call(
          null,
          'POST',
          '/api/Login/checkLink',
          { LoginFromEmail: email, IDToken: 'A'.repeat(43) },
          { ...ONBOARDING, 'x-forwarded-for': ip },
        );
      expect((await check('one@example.com', '192.0.2.1')).statusCode).toBe(410);
      expect((await check('one@example.com', '192.0.2.2')).statusCode).toBe(410);
      expect((await check('One@example.com', '192.0.2.3')).statusCode).toBe(429);
      // Per address: 4 a minute, whatever the e-mails.
      expect((await check('two@example.com', '192.0.2.9')).statusCode).toBe(410);
      expect((await check('three@example.com', '192.0.2.9')).statusCode).toBe(410);
      expect((await check('four@example.com', '192.0.2.9')).statusCode).toBe(410);
      expect((await check('five@example.com', '192.0.2.9')).statusCode).toBe(410);
      expect((await check('six@example.com', '192.0.2.9')).statusCode).toBe(429);
      const reset = await limited.call(
        null,
        'POST',
        '/api/Login/reset',
        { LoginFromEmail: 'one@example.com', Captcha: await solvedCaptcha(limited) },
        { ...ONBOARDING, 'x-forwarded-for': '192.0.2.20' },
      );
      expect(reset.statusCode).toBe(429);
      const save = await limited.call(
        null,
        'POST',
        '/api/Login/savePassword',
        { LoginFromEmail: 'one@example.com', IDToken: 'A'.repeat(43), Password: 'Good-Password1!' },
        { ...ONBOARDING, 'x-forwarded-for': '192.0.2.21' },
      );
      expect(save.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
