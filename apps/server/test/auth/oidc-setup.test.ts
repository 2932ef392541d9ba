/**
 * How the app meets its OpenID provider: not configured, down at the first sign-in (the app still starts and tries
 * again later), rotating its signing keys, a confidential client with a secret, an insecure issuer.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countRows, createTestApp, createTestApps, DEMO, onPostgres, type TestApp } from '../support/test-app';
import { startOidcPeer, type OidcPeer } from '../support/oidc-peer';
import { signInThroughProvider } from '../support/oidc-browser';

let op: OidcPeer;
const apps: TestApp[] = [];
const app = async (env: Record<string, string> = {}) => {
  const t = await createTestApp({ env });
  apps.push(t);
  return t;
};

beforeAll(async () => {
  op = await startOidcPeer();
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await op?.close();
});

const kidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()).kid as string;

describe('without a provider', () => {
  it('offers no Microsoft sign-in, sends both steps back with OIDC_FAILED, and takes no ID token at Login/authentication', async () => {
    const t = await app();
    expect((await t.call(null, 'GET', '/api/Login/options')).json().data.oidc).toBe(false);
    for (const url of ['/api/Login/oidc/start', '/api/Login/oidc/callback?code=x&state=y']) {
      const res = await t.call(null, 'GET', url, undefined, { cookie: 'ms_oidc=abc' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/?error=OIDC_FAILED');
    }
    const res = await t.call(null, 'POST', '/api/Login/authentication', {
      LoginFromEmail: DEMO.manager,
      IDToken: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Cette méthode de connexion n’est pas disponible sur ce serveur.');
    expect(await countRows(t, 'oidc_pending')).toBe(0);
  });
});

/** The app signing in at `op`: started while the provider is down (first test), then shared. */
let t: TestApp | undefined;

describe('the provider down when the first sign-in comes', () => {
  it('sends the browser back with OIDC_FAILED, writes nothing, and discovers the provider once it is back', async () => {
    await op.down();
    const started = app(op.env); // the app starts while its provider is down
    try {
      t = await started;
      const res = await t.call(null, 'GET', '/api/Login/oidc/start');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/?error=OIDC_FAILED');
      expect(res.cookies.find((c) => c.name === 'ms_oidc')).toBeUndefined();
      expect(await countRows(t, 'oidc_pending')).toBe(0);
    } finally {
      await op.up();
    }
    const flow = await signInThroughProvider(await started, DEMO.manager);
    expect(flow.session).not.toBeNull();
  });
});

describe("the provider's signing keys", () => {
  it('are followed through a rotation: sign-ins before and after both succeed, each verified with its own key', async () => {
    const signingIn = (t ??= await app(op.env));
    const idTokenOf = async (cookie: string) => {
      const me = (await signingIn.call({ cookie, email: '' }, 'GET', '/api/Login/me')).json().data;
      const row = await signingIn.db
        .selectFrom('session')
        .select('id_token')
        .where('person_id', '=', me.id)
        .where('auth_method', '=', 'oidc')
        .orderBy('absolute_expires_at', 'desc')
        .executeTakeFirstOrThrow();
      return row.id_token!;
    };
    const first = await signInThroughProvider(signingIn, DEMO.manager);
    expect(first.session).not.toBeNull();
    const oldKey = op.keys()[0]!.kid;
    expect(kidOf(await idTokenOf(first.session!.cookie))).toBe(oldKey);

    const newKey = op.rotateKeys().kid;
    // openid-client looks an unknown key id up in the provider's JWKS again once its copy is a minute old.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const second = await signInThroughProvider(signingIn, DEMO.consultant);
      expect(second.session).not.toBeNull();
      expect(kidOf(await idTokenOf(second.session!.cookie))).toBe(newKey);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a confidential client', () => {
  it('signs in with its client secret (client_secret_post)', async () => {
    const confidential = await startOidcPeer({ clientSecret: 'the-client-secret' });
    try {
      const withSecret = await app(confidential.env);
      expect((await signInThroughProvider(withSecret, DEMO.manager)).session).not.toBeNull();
    } finally {
      await confidential.close();
    }
  });
});

describe('several processes', () => {
  it.runIf(onPostgres)(
    'a sign-in started by one process is finished by another (the sign-in under way is in the database)',
    async () => {
      const group = await createTestApps(2, { env: op.env });
      try {
        const [first, second] = group.apps as [TestApp, TestApp];
        const flow = await signInThroughProvider(first, DEMO.manager, { finishOn: second });
        expect(flow.session).not.toBeNull();
        expect((await first.call(flow.session, 'GET', '/api/Login/me')).json().data.email).toBe(DEMO.manager);
        // And only once: the first process does not find it any more.
        const replay = await first.app.inject({
          method: 'GET',
          url: flow.callbackPath!,
          headers: { cookie: flow.pendingCookie! },
        });
        expect(replay.headers.location).toBe('/?error=OIDC_FAILED');
      } finally {
        await group.close();
      }
    },
  );
});
