/**
 * Starts the local OpenID provider alone: `npm run local-oidc` from the repository root.
 * Environment: OIDC_LOCAL_PORT (3202), OIDC_LOCAL_HOST (127.0.0.1), OIDC_CLIENT_ID (my-skills), OIDC_CLIENT_SECRET
 * (none: a public client), OIDC_REDIRECT_URI (http://127.0.0.1:3000/api/Login/oidc/callback),
 * OIDC_POST_LOGOUT_REDIRECT_URI (http://127.0.0.1:3000/).
 */
import { startLocalOidc } from './provider';

const env = process.env;
const port = Number(env.OIDC_LOCAL_PORT ?? 3202);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`OIDC_LOCAL_PORT must be a port number, got "${env.OIDC_LOCAL_PORT}"`);
  process.exit(1);
}

const provider = await startLocalOidc({
  port,
  host: env.OIDC_LOCAL_HOST || '127.0.0.1',
  clientId: env.OIDC_CLIENT_ID || 'my-skills',
  clientSecret: env.OIDC_CLIENT_SECRET || null,
  redirectUris: [env.OIDC_REDIRECT_URI || 'http://127.0.0.1:3000/api/Login/oidc/callback'],
  postLogoutRedirectUris: [env.OIDC_POST_LOGOUT_REDIRECT_URI || 'http://127.0.0.1:3000/'],
});
console.log(`Local OpenID provider: issuer ${provider.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
