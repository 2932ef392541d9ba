/**
 * A real OpenID provider on loopback (oidc-provider), standing in for Microsoft's in development and tests (README.md):
 * discovery, JWKS, authorization code flow with PKCE, ID tokens signed RS256, RP-initiated sign-out. Its sign-in form
 * accepts any e-mail address; the identity it asserts is `sub` = `oid` = a stable id of the address, `email`,
 * `preferred_username` and `name`. It knows nothing of the application's people.
 *   const op = await startLocalOidc({ port: 0, clientId: 'my-skills', redirectUris: [cb], postLogoutRedirectUris: [home] });
 *   op.issuer; // http://127.0.0.1:PORT
 *   op.rotateKeys(); // a new signing key; the previous one stays published
 *   await op.close();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC, default as ProviderType } from 'oidc-provider';
import { generateSigningKey, subjectOf, type SigningJwk } from './keys';
import { loginPage, logoutPage, messagePage } from './pages';

export { generateSigningKey, subjectOf, type SigningJwk } from './keys';

export interface LocalOidcOptions {
  /** 0 (or absent) picks a free port. */
  port?: number;
  host?: string;
  /** The issuer when it is not the listening address (behind a proxy); default http://HOST:PORT. */
  issuer?: string;
  clientId: string;
  /** With a secret the client authenticates with it (client_secret_post); without, it is public (PKCE only). */
  clientSecret?: string | null;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Signing keys, the first one signs; default one generated key. */
  keys?: SigningJwk[];
}

export interface LocalOidc {
  issuer: string;
  /** Where it listens (the issuer unless `options.issuer` put it behind a proxy). */
  url: string;
  /** The published keys (private JWKs), the first one signs. */
  keys(): SigningJwk[];
  /** Signs with a new key from now on; the previous signing key stays published, older ones are dropped. */
  rotateKeys(): SigningJwk;
  close(): Promise<void>;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{2,}$/;
const SCOPE = 'openid email profile';

/** "marc.durand@example.com" → "Marc Durand". */
const nameOf = (email: string) =>
  email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 4096) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

function send(res: http.ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

export async function startLocalOidc(options: LocalOidcOptions): Promise<LocalOidc> {
  // Loaded here, not at the top: the application's production bundle never loads the provider.
  const { default: Provider } = await import('oidc-provider');
  const accounts = new Map<string, string>(); // subject → e-mail
  const cookieKeys = [randomBytes(32).toString('base64url')];
  let keys = options.keys?.length ? [...options.keys] : [generateSigningKey()];
  let provider: ProviderType;
  let handle: ReturnType<ProviderType['callback']>;

  const configuration = (): Configuration => ({
    clients: [
      {
        client_id: options.clientId,
        ...(options.clientSecret
          ? { client_secret: options.clientSecret, token_endpoint_auth_method: 'client_secret_post' }
          : { token_endpoint_auth_method: 'none' }),
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    responseTypes: ['code'],
    jwks: { keys },
    cookies: { keys: cookieKeys },
    claims: { openid: ['sub', 'oid'], email: ['email'], profile: ['name', 'preferred_username'] },
    // Like Microsoft's: the identity claims travel in the ID token itself.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const email = accounts.get(sub);
      if (!email) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, oid: sub, email, preferred_username: email, name: nameOf(email) }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(ctx.host, form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You are signed out of the local OpenID provider.');
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The one client is first-party: no consent screen, the grant covers the sign-in scopes.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in error', `${out.error}: ${out.error_description ?? ''}`);
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
  });

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return send(res, 400, messagePage('Sign-in error', 'This sign-in has expired.'));
    const action = `/interaction/${uid}`;
    const client = String(details.params.client_id ?? '');
    if (req.method !== 'POST') return send(res, 200, loginPage(action, client));
    const email = ((await readForm(req)).get('email') ?? '').trim();
    if (!EMAIL.test(email)) return send(res, 400, loginPage(action, client, email, 'Enter a valid e-mail address.'));
    const accountId = subjectOf(email);
    accounts.set(accountId, email);
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  }

  const server = http.createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(new URL(req.url ?? '/', 'http://local').pathname);
    if (!match) return void handle(req, res);
    interaction(req, res, match[1]!).catch(() => {
      if (!res.headersSent) send(res, 400, messagePage('Sign-in error', 'This sign-in has expired: start again.'));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const issuer = options.issuer ?? `http://${host}:${port}`;

  const build = () => {
    provider = new Provider(issuer, configuration());
    handle = provider.callback();
  };
  build();

  return {
    issuer,
    url: `http://${host}:${port}`,
    keys: () => [...keys],
    rotateKeys() {
      const key = generateSigningKey();
      keys = [key, keys[0]!];
      // Sessions, grants and codes live in oidc-provider's process-wide memory store: they survive the rebuild.
      build();
      return key;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
