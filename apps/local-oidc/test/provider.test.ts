/**
 * The local OpenID provider on its own: what it publishes, its sign-in form (labelled, refusing a malformed
 * address), the stable identity it asserts, and its key rotation. The application's use of it is tested in
 * apps/server/test/auth/oidc*.test.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOidc, subjectOf, type LocalOidc } from '../src/provider';

type Jwks = { keys: { kid: string; d?: string }[] };

const REDIRECT = 'http://127.0.0.1:3000/api/Login/oidc/callback';
let op: LocalOidc;

beforeAll(async () => {
  op = await startLocalOidc({
    port: 0,
    clientId: 'app',
    redirectUris: [REDIRECT],
    postLogoutRedirectUris: ['http://127.0.0.1:3000/'],
  });
});
afterAll(() => op?.close());

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

/** An authorization request up to the provider's sign-in form: its address and the interaction cookie. */
async function openForm() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const auth = new URL(`${op.issuer}/auth`);
  for (const [k, v] of Object.entries({
    client_id: 'app',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 's',
    nonce: 'n',
  }))
    auth.searchParams.set(k, v);
  const res = await fetch(auth, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return { url: new URL(res.headers.get('location')!, op.issuer).href, cookie: cookiesOf(res) };
}

describe('the local OpenID provider', () => {
  it('publishes its discovery document and signing keys, without private parts', async () => {
    const meta = (await (await fetch(`${op.issuer}/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
    expect(meta).toMatchObject({
      issuer: op.issuer,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      end_session_endpoint: `${op.issuer}/session/end`,
    });
    const { keys } = (await (await fetch(meta.jwks_uri)).json()) as Jwks;
    expect(keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', kid: op.keys()[0]!.kid })]);
    expect(keys[0]?.d).toBeUndefined();
  });

  it('refuses an authorization request without PKCE', async () => {
    const res = await fetch(
      `${op.issuer}/auth?client_id=app&response_type=code&scope=openid&redirect_uri=${REDIRECT}`,
      {
        redirect: 'manual',
      },
    );
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  it('shows a labelled e-mail form, refuses a malformed address there, and signs any address in', async () => {
    const form = await openForm();
    const page = await (await fetch(form.url, { headers: { cookie: form.cookie } })).text();
    expect(page).toContain('<label for="email">E-mail address</label>');
    expect(page).toContain('<html lang="en">');
    const post = (email: string) =>
      fetch(form.url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: form.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      });
    const bad = await post('not an address');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('role="alert">Enter a valid e-mail address.');
    const good = await post('Anyone@Example.com');
    expect(good.status).toBe(303);
    expect(new URL(good.headers.get('location')!, op.issuer).pathname).toMatch(/^\/auth\//);
  });

  it('gives an address one stable, case-insensitive, GUID-shaped identifier', () => {
    expect(subjectOf('Marc.Durand@Example.com')).toBe(subjectOf('marc.durand@example.com'));
    expect(subjectOf('marc.durand@example.com')).not.toBe(subjectOf('alice.martin@example.com'));
    expect(subjectOf('x@y.z')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('rotates its keys: a new one signs, the previous one stays published', async () => {
    const previous = op.keys()[0]!.kid;
    const next = op.rotateKeys().kid;
    const { keys } = (await (await fetch(`${op.issuer}/jwks`)).json()) as Jwks;
    expect(keys.map((k) => k.kid)).toEqual([next, previous]);
  });
});
