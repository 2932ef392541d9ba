/**
 * Every way a Microsoft sign-in is refused, driven through the real flow: the browser is sent back to
 * `/?error=<CODE>`, no session is opened, no person is bound, the sign-in under way is used up, and the log says
 * why — never with the token.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, createTestApp, DEMO, type TestApp } from '../support/test-app';
import { startOidcPeer, type OidcPeer, type Tampering } from '../support/oidc-peer';
import { browseProvider, CookieJar, signInThroughProvider } from '../support/oidc-browser';

let op: OidcPeer;
let t: TestApp;
let clockShift = 0;
const logs: string[] = [];

beforeAll(async () => {
  op = await startOidcPeer();
  t = await createTestApp({
    env: op.env,
    now: () => new Date(Date.now() + clockShift),
    logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } },
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});
beforeEach(async () => {
  op.tamper(null);
  clockShift = 0;
  logs.length = 0;
  await t.db.deleteFrom('oidc_pending').execute();
});

const ONBOARDING = { host: 'onboarding.localhost' };

const written = async () => ({
  sessions: await countRows(t, 'session'),
  bound: await t.db.selectFrom('person').select(['id', 'oidc_subject']).where('oidc_subject', 'is not', null).execute(),
  pending: await countRows(t, 'oidc_pending'),
});

/** Sent back to the sign-in page with `code`, without a session; nothing written since `before`. */
async function expectRefused(res: LightMyRequestResponse, code: string, before: Awaited<ReturnType<typeof written>>) {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/?error=${code}`);
  expect(res.cookies.filter((c) => c.name === 'ms_session' && c.value)).toEqual([]);
  expect(await written()).toEqual(before);
}

const loggedReasons = () =>
  logs
    .map((l) => JSON.parse(l))
    .filter((l) => l.msg === 'OIDC sign-in refused')
    .map((l) => `${l.code} ${l.reason}`);

describe('an ID token that does not verify', () => {
  it.each<[Tampering, RegExp]>([
    ['audience', /"aud" \(audience\)/],
    ['expired', /"exp" \(expiration time\)/],
    ['signature', /signature/i],
    ['nonce', /"nonce"/],
  ])('refuses a token altered (%s) with OIDC_FAILED and logs why, without the token', async (how, reason) => {
    const before = await written();
    op.tamper(how);
    const flow = await signInThroughProvider(t, DEMO.manager);
    await expectRefused(flow.callback!, 'OIDC_FAILED', before);
    expect(loggedReasons()).toEqual([expect.stringMatching(reason)]);
    expect(logs.join('\n')).not.toMatch(/eyJ[\w-]+\.eyJ/); // no JWT in the log
    // The same browser, the provider behaving again: the sign-in works (the refusal left nothing behind).
    op.tamper(null);
    expect((await signInThroughProvider(t, DEMO.manager)).session).not.toBeNull();
    await t.db.updateTable('person').set({ oidc_subject: null }).execute();
  });
});

describe('a sign-in that does not belong to this browser or this moment', () => {
  it('refuses an e-mail the app does not know with UNKNOWN_USER', async () => {
    const before = await written();
    const flow = await signInThroughProvider(t, 'someone.else@example.com');
    await expectRefused(flow.callback!, 'UNKNOWN_USER', before);
  });

  it('refuses a replayed callback: the sign-in under way is used once', async () => {
    const flow = await signInThroughProvider(t, DEMO.manager);
    expect(flow.session).not.toBeNull();
    await t.db.updateTable('person').set({ oidc_subject: null }).execute();
    const before = await written();
    const again = await t.app.inject({
      method: 'GET',
      url: flow.callbackPath!,
      headers: { cookie: flow.pendingCookie! },
    });
    await expectRefused(again, 'OIDC_FAILED', before);
  });

  it("refuses another sign-in's code and state (state mismatch) and uses this one up", async () => {
    // The provider's answer to sign-in A, delivered to a browser whose sign-in under way is B.
    const a = await t.call(null, 'GET', '/api/Login/oidc/start');
    const callbackOfA = new URL(
      await browseProvider(String(a.headers.location), new CookieJar(), { email: DEMO.manager }),
    );
    const b = await t.call(null, 'GET', '/api/Login/oidc/start');
    const cookieOfB = `ms_oidc=${b.cookies.find((c) => c.name === 'ms_oidc')!.value}`;
    await t.db.deleteFrom('oidc_pending').where('state', '=', callbackOfA.searchParams.get('state')!).execute();
    const before = { ...(await written()), pending: 0 };
    const res = await t.app.inject({
      method: 'GET',
      url: `${callbackOfA.pathname}${callbackOfA.search}`,
      headers: { cookie: cookieOfB },
    });
    await expectRefused(res, 'OIDC_FAILED', before);
  });

  it('refuses a callback without the sign-in cookie', async () => {
    const start = await t.call(null, 'GET', '/api/Login/oidc/start');
    const back = new URL(
      await browseProvider(String(start.headers.location), new CookieJar(), { email: DEMO.manager }),
    );
    const before = await written();
    const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    await expectRefused(res, 'OIDC_FAILED', before);
  });

  it('refuses a sign-in finished more than 10 minutes after it started', async () => {
    const start = await t.call(null, 'GET', '/api/Login/oidc/start');
    const cookie = `ms_oidc=${start.cookies.find((c) => c.name === 'ms_oidc')!.value}`;
    const back = new URL(
      await browseProvider(String(start.headers.location), new CookieJar(), { email: DEMO.manager }),
    );
    clockShift = 10 * 60_000 + 1000;
    const before = { ...(await written()), pending: 0 };
    const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
    await expectRefused(res, 'OIDC_FAILED', before);
  });

  it("refuses the provider's error answer (e.g. the person cancelled) and uses the sign-in up", async () => {
    const start = await t.call(null, 'GET', '/api/Login/oidc/start');
    const cookie = `ms_oidc=${start.cookies.find((c) => c.name === 'ms_oidc')!.value}`;
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const before = { ...(await written()), pending: 0 };
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Login/oidc/callback?error=access_denied&error_description=cancelled&state=${state}`,
      headers: { cookie },
    });
    await expectRefused(res, 'OIDC_FAILED', before);
    expect(loggedReasons()).toEqual(['OIDC_FAILED the provider answered access_denied']);
  });
});

describe('the provider down', () => {
  it('refuses a sign-in whose code cannot be exchanged', async () => {
    const start = await t.call(null, 'GET', '/api/Login/oidc/start');
    const cookie = `ms_oidc=${start.cookies.find((c) => c.name === 'ms_oidc')!.value}`;
    const back = new URL(
      await browseProvider(String(start.headers.location), new CookieJar(), { email: DEMO.manager }),
    );
    await op.down();
    try {
      const before = { ...(await written()), pending: 0 };
      const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
      await expectRefused(res, 'OIDC_FAILED', before);
    } finally {
      await op.up();
    }
  });
});

describe('on the candidate onboarding host', () => {
  it('offers no Microsoft sign-in and refuses both steps with CANDIDATES_ONLY, writing nothing', async () => {
    const options = await t.call(null, 'GET', '/api/Login/options', undefined, ONBOARDING);
    expect(options.json().data).toMatchObject({ oidc: false, onboarding: true });
    const before = await written();
    const start = await t.call(null, 'GET', '/api/Login/oidc/start', undefined, ONBOARDING);
    await expectRefused(start, 'CANDIDATES_ONLY', before);
    expect(start.cookies.find((c) => c.name === 'ms_oidc')).toBeUndefined();
    // A callback arriving there (a sign-in started on the main host) does not open a session either.
    const main = await t.call(null, 'GET', '/api/Login/oidc/start');
    const cookie = `ms_oidc=${main.cookies.find((c) => c.name === 'ms_oidc')!.value}`;
    const back = new URL(
      await browseProvider(String(main.headers.location), new CookieJar(), { email: DEMO.candidate }),
    );
    const beforeCallback = await written();
    const res = await t.call(null, 'GET', `${back.pathname}${back.search}`, undefined, { ...ONBOARDING, cookie });
    await expectRefused(res, 'CANDIDATES_ONLY', beforeCallback);
  });
});
