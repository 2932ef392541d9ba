/**
 * Helpers of the candidates' sign-in tests: solving the captcha as a browser would (altcha-lib's solver), getting
 * a link the way a candidate does (Login/reset, then the local mailbox), and a clock the tests move.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Requests to the candidate onboarding host (ONBOARDING_HOSTS defaults to onboarding.localhost in tests). */
export const ONBOARDING = { host: 'onboarding.localhost' } as const;

/** A clock the tests move forward: `clock.now` goes to createTestApp({ now }). */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

export async function challenge(t: TestApp, headers: Record<string, string> = ONBOARDING): Promise<Challenge> {
  const res = await t.call(null, 'GET', '/api/Login/captcha', undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Challenge;
}

/** The `Captcha` field of a form: base64 JSON { challenge, solution }, as the ALTCHA widget posts it. */
export const encodeCaptcha = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

export async function solve(ch: Challenge) {
  const solution = await solveChallenge({ challenge: ch, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('captcha not solved');
  return { challenge: ch, solution };
}

/** A fresh, solved captcha from the server. */
export async function solvedCaptcha(t: TestApp, headers: Record<string, string> = ONBOARDING): Promise<string> {
  return encodeCaptcha(await solve(await challenge(t, headers)));
}

export async function signInWithPassword(
  t: TestApp,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return t.call(
    null,
    'POST',
    '/api/Login/authentication',
    { LoginFromEmail: email, Password: password, Captcha: await solvedCaptcha(t) },
    { ...ONBOARDING, ...headers },
  );
}

/**
 * Delivers the outbox and answers the newest mail to `email` from the local mailbox table: the one enqueued last
 * (the relay may deliver several at once, in any order).
 */
export async function lastMailTo(t: TestApp, email: string) {
  await t.app.relay.drain();
  return t.db
    .selectFrom('mailbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('outbox_message_id', 'desc')
    .executeTakeFirst();
}

/** The link of a mail: its token, e-mail and language parameters. */
export function linkOf(mail: { text_body: string } | undefined) {
  const match = /(https?:\/\/\S+\/reset\?\S+)/.exec(mail?.text_body ?? '');
  if (!match) throw new Error(`no link in the mail: ${mail?.text_body}`);
  const url = new URL(match[1]!);
  return {
    url,
    token: url.searchParams.get('token')!,
    email: url.searchParams.get('email')!,
    lang: url.searchParams.get('lang')!,
  };
}

/** Asks for a link as a candidate does (Login/reset with a captcha) and reads it from the mailbox. */
export async function requestLink(t: TestApp, email: string, lang: 'fr' | 'en' = 'fr') {
  const res = await t.call(
    null,
    'POST',
    '/api/Login/reset',
    { LoginFromEmail: email, Lang: lang, Captcha: await solvedCaptcha(t) },
    ONBOARDING,
  );
  expect(res.statusCode, res.body).toBe(200);
  return linkOf(await lastMailTo(t, email));
}

/** Gives a candidate a password through a link; answers the password. */
export async function setPassword(t: TestApp, email: string, password = 'Candidate-Pass1!') {
  const link = await requestLink(t, email);
  const res = await t.call(
    null,
    'POST',
    '/api/Login/savePassword',
    { LoginFromEmail: email, IDToken: link.token, Password: password, ConfirmPassword: password },
    ONBOARDING,
  );
  expect(res.statusCode, res.body).toBe(200);
  return password;
}

/** Median duration of `count` calls of `fn` (each prepared by `prepare`, outside the timed part). */
export async function medianMs<P>(count: number, prepare: () => Promise<P>, fn: (p: P) => Promise<unknown>) {
  const durations: number[] = [];
  for (let i = 0; i < count; i++) {
    const p = await prepare();
    const started = performance.now();
    await fn(p);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return durations[Math.floor(durations.length / 2)]!;
}

/** A candidate created through the API by a recruiter (no invitation unless asked). */
export async function addCandidate(
  t: TestApp,
  recruiter: { cookie: string; email: string },
  body: { firstName: string; lastName: string; email: string; idLang?: 1 | 2; invite?: boolean },
) {
  const res = await t.call(recruiter, 'POST', '/api/Candidate/add', { idLang: 1, invite: false, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; email: string };
}
