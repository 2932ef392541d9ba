/**
 * The local OpenID provider (apps/local-oidc) for API tests, behind a loopback proxy that is its public address:
 *   const op = await startOidcPeer();                  // op.issuer, op.env (what createTestApp needs)
 *   op.tamper('audience');                             // the next ID tokens come back altered (see Tampering)
 *   op.down(); await op.up();                          // the provider unreachable, then back on the same address
 *   op.rotateKeys();                                   // it signs with a new key
 * The proxy alters ID tokens in the token endpoint's answer, as a faulty or hostile provider would send them: with
 * the provider's own key (wrong audience, expired, wrong nonce) or with a foreign key under its key id (signature).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPrivateKey, sign, type JsonWebKey } from 'node:crypto';
import { generateSigningKey, startLocalOidc, type SigningJwk } from '@my-skills/local-oidc/provider';

export type Tampering = 'audience' | 'expired' | 'nonce' | 'signature';

export const OIDC_CLIENT_ID = 'my-skills-test';
/** The app's default addresses in tests (PUBLIC_URL = http://127.0.0.1:3000). */
export const APP_URL = 'http://127.0.0.1:3000';
export const REDIRECT_URI = `${APP_URL}/api/Login/oidc/callback`;
export const POST_LOGOUT_REDIRECT_URI = `${APP_URL}/`;

function signJwt(header: Record<string, unknown>, claims: Record<string, unknown>, key: SigningJwk): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part(header)}.${part(claims)}`;
  const signature = sign(
    'RSA-SHA256',
    Buffer.from(input),
    createPrivateKey({ key: { ...key } as JsonWebKey, format: 'jwk' }),
  );
  return `${input}.${signature.toString('base64url')}`;
}

function tamperIdToken(idToken: string, how: Tampering, providerKey: SigningJwk, foreignKey: SigningJwk): string {
  const [header, payload] = idToken
    .split('.')
    .slice(0, 2)
    .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
  const now = Math.floor(Date.now() / 1000);
  if (how === 'audience') payload.aud = 'another-application';
  if (how === 'expired') Object.assign(payload, { iat: now - 7200, exp: now - 3600 });
  if (how === 'nonce') payload.nonce = 'a-nonce-this-sign-in-never-sent';
  return signJwt(header, payload, how === 'signature' ? { ...foreignKey, kid: header.kid } : providerKey);
}

export async function startOidcPeer(options: { clientSecret?: string } = {}) {
  let tampering: Tampering | null = null;
  const foreignKey = generateSigningKey();
  let target = 0;
  const proxy = http.createServer((req, res) => {
    // Uncompressed answers, so that the token endpoint's can be read and altered.
    const { 'accept-encoding': _, ...headers } = req.headers;
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
      (answer) => {
        const alter = tampering && req.method === 'POST' && req.url === '/token' && answer.statusCode === 200;
        if (!alter) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString());
          body.id_token = tamperIdToken(body.id_token, tampering!, provider.keys()[0]!, foreignKey);
          const text = JSON.stringify(body);
          res.writeHead(200, { ...answer.headers, 'content-length': Buffer.byteLength(text) });
          res.end(text);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = await startLocalOidc({
    port: 0,
    issuer,
    clientId: OIDC_CLIENT_ID,
    clientSecret: options.clientSecret ?? null,
    redirectUris: [REDIRECT_URI],
    postLogoutRedirectUris: [POST_LOGOUT_REDIRECT_URI],
  });
  target = Number(new URL(provider.url).port);

  return {
    issuer,
    /** The environment of an app that signs in here. */
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: OIDC_CLIENT_ID,
      ...(options.clientSecret ? { OIDC_CLIENT_SECRET: options.clientSecret } : {}),
    },
    tamper(how: Tampering | null) {
      tampering = how;
    },
    rotateKeys: () => provider.rotateKeys(),
    keys: () => provider.keys(),
    /** The provider's address stops answering (connections refused). */
    down: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      }),
    up: () => new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve)),
    close: async () => {
      if (proxy.listening) {
        proxy.closeAllConnections();
        await new Promise((resolve) => proxy.close(resolve));
      }
      await provider.close();
    },
  };
}
export type OidcPeer = Awaited<ReturnType<typeof startOidcPeer>>;
