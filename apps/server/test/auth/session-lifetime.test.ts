/**
 * Session lifetimes (docs/decisions/016-sign-in.md): an idle end that slides with use and an absolute end that
 * never moves, kept across a role switch; and the onboarding host, which serves candidates only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

const ONBOARDING = { host: 'onboarding.localhost:3000' };

describe('idle and absolute session lifetimes', () => {
  let t: TestApp;
  let now = new Date('2026-11-23T07:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_TTL_MINUTES: '60', SESSION_ABSOLUTE_HOURS: '10' }, now: () => now });
  });
  afterAll(() => t.close());

  it('ends a busy session at the absolute end, however recently it was used', async () => {
    const s = await t.login(DEMO.consultant);
    // Used every 45 minutes for 9 h 45: the idle end keeps sliding.
    for (let i = 0; i < 13; i += 1) {
      now = new Date(now.getTime() + 45 * 60_000);
      expect((await t.call(s, 'GET', '/api/Login/me')).statusCode).toBe(200);
    }
    // The idle end never passes the absolute one: the cookie says so too.
    const me = await t.call(s, 'GET', '/api/Login/me');
    expect(new Date(me.json().data.sessionExpiresAt).getTime()).toBeLessThanOrEqual(
      new Date('2026-11-23T17:00:00Z').getTime(),
    );
    now = new Date('2026-11-23T17:00:01Z');
    const res = await t.call(s, 'GET', '/api/Login/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('answers Login/me with the sliding end as it is now: the same bytes until the end moves', async () => {
    now = new Date('2026-11-26T07:00:00Z');
    const s = await t.login(DEMO.consultant);
    const first = await t.call(s, 'GET', '/api/Login/me');
    expect((await t.call(s, 'GET', '/api/Login/me')).body).toBe(first.body);
    // Past half the idle lifetime the end slides (written once), and the answer says so.
    now = new Date(now.getTime() + 31 * 60_000);
    const moved = (await t.call(s, 'GET', '/api/Login/me')).json().data.sessionExpiresAt;
    expect(moved).toBe(new Date(now.getTime() + 60 * 60_000).toISOString());
    expect(moved).not.toBe(first.json().data.sessionExpiresAt);
    expect((await t.call(s, 'GET', '/api/Login/me')).json().data.sessionExpiresAt).toBe(moved);
  });

  it('ends an unused session at the idle end', async () => {
    now = new Date('2026-11-24T07:00:00Z');
    const s = await t.login(DEMO.consultant);
    now = new Date(now.getTime() + 61 * 60_000);
    expect((await t.call(s, 'GET', '/api/Login/me')).json().code).toBe('SESSION_EXPIRED');
  });

  it('keeps the sign-in’s absolute end across a role switch (a switch is not a new sign-in)', async () => {
    now = new Date('2026-11-25T07:00:00Z');
    const s = await t.login(DEMO.technicalManager);
    const accounts = (await t.call(s, 'GET', '/api/User/userAccount')).json().data as {
      id: number;
      role: { id: number };
    }[];
    let current = s;
    for (let i = 0; i < 20; i += 1) {
      now = new Date(now.getTime() + 30 * 60_000);
      const target = accounts[i % 2]!;
      const res = await t.call(current, 'POST', `/api/Login/changeRole?idUser=${target.id}`);
      if (now.getTime() < new Date('2026-11-25T17:00:00Z').getTime()) {
        expect(res.statusCode).toBe(200);
        current = { ...current, cookie: `ms_session=${res.cookies.find((c) => c.name === 'ms_session')!.value}` };
      } else {
        expect(res.json().code).toBe('SESSION_EXPIRED');
        return;
      }
    }
    throw new Error('the switches never reached the absolute end');
  });
});

describe('the onboarding host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ONBOARDING_HOSTS: 'onboarding.localhost,candidats.example.com' } });
  });
  afterAll(() => t.close());

  it('tells the web which variant to show', async () => {
    const main = (await t.call(null, 'GET', '/api/Login/options')).json().data;
    expect(main).toMatchObject({ onboarding: false, devLogin: true });
    const onboarding = (await t.call(null, 'GET', '/api/Login/options', undefined, ONBOARDING)).json().data;
    expect(onboarding).toMatchObject({ onboarding: true, devLogin: false, oidc: false });
    const other = await t.call(null, 'GET', '/api/Login/options', undefined, { host: 'CANDIDATS.example.com' });
    expect(other.json().data.onboarding).toBe(true);
  });

  it.each([
    ['fr', 'La connexion de développement est désactivée sur ce serveur.'],
    ['en', 'The development sign-in is disabled on this server.'],
  ])('refuses the development sign-in and its account list (%s)', async (lang, message) => {
    const headers = { ...ONBOARDING, 'accept-language': lang };
    const res = await t.call(
      null,
      'POST',
      '/api/Login/authentication',
      { LoginFromEmail: DEMO.candidate, isDevModeRessource: true },
      headers,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'DEV_LOGIN_DISABLED', message });
    expect(res.cookies.find((c) => c.name === 'ms_session')).toBeUndefined();
    expect((await t.call(null, 'GET', '/api/Login/devAccounts', undefined, headers)).statusCode).toBe(403);
  });

  it('refuses a non-candidate session that reaches it, in the person’s language', async () => {
    const marc = await t.login(DEMO.manager);
    const res = await t.call(marc, 'GET', '/api/Login/me', undefined, { ...ONBOARDING, 'accept-language': 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'CANDIDATES_ONLY',
      message: expect.stringContaining('Ce site est réservé aux candidats'),
    });
  });

  it('serves a candidate’s session', async () => {
    const nina = await t.login(DEMO.candidate);
    const res = await t.call(nina, 'GET', '/api/Login/me', undefined, ONBOARDING);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role.id).toBe(0);
  });
});
