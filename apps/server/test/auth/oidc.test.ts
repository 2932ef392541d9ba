/**
 * Microsoft work-account sign-in against the real local OpenID provider: the whole authorization code flow, the
 * person found by object id or work e-mail, the session, and the provider's sign-out at logout.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subjectOf } from '@my-skills/local-oidc/provider';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';
import { startOidcPeer, OIDC_CLIENT_ID, POST_LOGOUT_REDIRECT_URI, type OidcPeer } from '../support/oidc-peer';
import { browseProvider, CookieJar, signInThroughProvider } from '../support/oidc-browser';

let op: OidcPeer;
let t: TestApp;

beforeAll(async () => {
  op = await startOidcPeer();
  t = await createTestApp({ env: op.env });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

const subjectOfPerson = async (email: string) =>
  (await t.db.selectFrom('person').select('oidc_subject').where('email', '=', email).executeTakeFirstOrThrow())
    .oidc_subject;
const setSubject = (email: string, subject: string | null) =>
  t.db.updateTable('person').set({ oidc_subject: subject }).where('email', '=', email).execute();

beforeEach(async () => {
  await t.db.updateTable('person').set({ oidc_subject: null }).execute();
  await t.db.deleteFrom('oidc_pending').execute();
});

describe('Microsoft sign-in through the local OpenID provider', () => {
  it('offers the Microsoft sign-in when a provider is configured', async () => {
    const res = await t.call(null, 'GET', '/api/Login/options');
    expect(res.json().data.oidc).toBe(true);
  });

  it('redirects to the provider with PKCE (S256), state, nonce and the configured scopes; keeps the rest server-side', async () => {
    const res = await t.call(null, 'GET', '/api/Login/oidc/start?returnTo=%2Fpage%2Fteam');
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${op.issuer}/auth`);
    const p = url.searchParams;
    expect(p.get('client_id')).toBe(OIDC_CLIENT_ID);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('response_mode')).toBe('query');
    expect(p.get('scope')).toBe('openid profile email');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(p.get('state')).toBeTruthy();
    expect(p.get('nonce')).toBeTruthy();
    expect(p.get('redirect_uri')).toBe('http://127.0.0.1:3000/api/Login/oidc/callback');
    const cookie = res.cookies.find((c) => c.name === 'ms_oidc')!;
    expect(cookie).toMatchObject({ path: '/api/Login/oidc', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    // The row is keyed by the handle's hash; it holds what the browser must not: the verifier and the nonce.
    const row = await t.db
      .selectFrom('oidc_pending')
      .selectAll()
      .where('state', '=', p.get('state')!)
      .executeTakeFirst();
    expect(row).toMatchObject({ nonce: p.get('nonce'), return_to: '/page/team' });
    expect(row!.id).not.toBe(cookie.value);
    expect(row!.code_verifier).toMatch(/^[\w-]{43}$/);
    expect(row!.expires_at.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('signs Marc in by his work e-mail, binds his object id, and sends him where he was going', async () => {
    const flow = await signInThroughProvider(t, DEMO.manager, { returnTo: '/page/team' });
    expect(flow.callback!.statusCode).toBe(302);
    expect(flow.callback!.headers.location).toBe('/?signedIn=1&returnTo=%2Fpage%2Fteam');
    expect(flow.session).not.toBeNull();
    expect(flow.callback!.cookies.find((c) => c.name === 'ms_oidc')?.value).toBe(''); // cleared
    const me = await t.call(flow.session, 'GET', '/api/Login/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(DEMO.manager);
    expect(await subjectOfPerson(DEMO.manager)).toBe(subjectOf(DEMO.manager));
    const session = await t.db
      .selectFrom('session')
      .select(['auth_method', 'id_token'])
      .where('person_id', '=', me.json().data.id)
      .orderBy('absolute_expires_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.auth_method).toBe('oidc');
    expect(session.id_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await t.db.selectFrom('oidc_pending').selectAll().execute()).toEqual([]);
  });

  it('without returnTo, sends the browser to / (the web app then goes to the landing page)', async () => {
    const flow = await signInThroughProvider(t, DEMO.consultant);
    expect(flow.callback!.headers.location).toBe('/?signedIn=1');
    expect(flow.session).not.toBeNull();
  });

  it('matches the e-mail whatever its case', async () => {
    const flow = await signInThroughProvider(t, 'Marc.DURAND@Example.com');
    expect(flow.session).not.toBeNull();
    expect((await t.call(flow.session, 'GET', '/api/Login/me')).json().data.email).toBe(DEMO.manager);
  });

  it('finds a bound person by object id first, whatever e-mail the provider now gives', async () => {
    await setSubject(DEMO.manager, subjectOf('marc.durand@renamed.example.org'));
    const flow = await signInThroughProvider(t, 'marc.durand@renamed.example.org');
    expect(flow.session).not.toBeNull();
    expect((await t.call(flow.session, 'GET', '/api/Login/me')).json().data.email).toBe(DEMO.manager);
  });

  it('refuses an e-mail whose person is bound to another object id, and keeps the binding', async () => {
    await setSubject(DEMO.manager, 'another-object-id');
    const flow = await signInThroughProvider(t, DEMO.manager);
    expect(flow.callback!.headers.location).toBe('/?error=UNKNOWN_USER');
    expect(flow.session).toBeNull();
    expect(await subjectOfPerson(DEMO.manager)).toBe('another-object-id');
  });

  it('a second sign-in in the same browser goes through the provider session without the form', async () => {
    const jar = new CookieJar();
    expect((await signInThroughProvider(t, DEMO.manager, { jar })).session).not.toBeNull();
    // No e-mail this time: the provider must not show its form.
    const again = await signInThroughProvider(t, '', { jar });
    expect(again.session).not.toBeNull();
    expect((await t.call(again.session, 'GET', '/api/Login/me')).json().data.email).toBe(DEMO.manager);
  });
});

describe('logout of a work-account session', () => {
  it("answers the provider's sign-out address, which ends the provider session and comes back to the app", async () => {
    const jar = new CookieJar();
    const flow = await signInThroughProvider(t, DEMO.manager, { jar });
    const res = await t.call(flow.session, 'POST', '/api/Logout');
    expect(res.statusCode).toBe(200);
    const signOut = new URL(res.json().data.providerSignOutUrl);
    expect(`${signOut.origin}${signOut.pathname}`).toBe(`${op.issuer}/session/end`);
    expect(signOut.searchParams.get('post_logout_redirect_uri')).toBe(POST_LOGOUT_REDIRECT_URI);
    expect(signOut.searchParams.get('client_id')).toBe(OIDC_CLIENT_ID);
    expect(signOut.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await t.call(flow.session, 'GET', '/api/Login/me')).statusCode).toBe(401);
    // The browser goes there, confirms, and is sent back to the app.
    expect(await browseProvider(signOut.href, jar, { logout: 'yes' })).toBe(POST_LOGOUT_REDIRECT_URI);
    // The provider's session is over: the next sign-in shows its form again (no e-mail given → the helper fails).
    await expect(signInThroughProvider(t, '', { jar })).rejects.toThrow(/provider page 400/);
  });

  it('answers no sign-out address for a development sign-in', async () => {
    const dev = await t.login(DEMO.manager);
    const res = await t.call(dev, 'POST', '/api/Logout');
    expect(res.json().data).toEqual({ providerSignOutUrl: null });
  });
});
