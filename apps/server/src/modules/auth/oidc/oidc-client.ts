/**
 * The application as an OpenID Connect client of the work-account provider (openid-client). Discovery is lazy and
 * cached; a failed one is retried at the next use, so the app starts while the provider is down and a sign-in
 * attempt then fails cleanly. The ID token's signature is checked against the provider's JWKS (openid-client does
 * not by default for tokens from the token endpoint: `enableNonRepudiationChecks`); the library refetches the JWKS
 * for an unknown key id (at most once a minute) and every five minutes.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  buildEndSessionUrl,
  ClientSecretPost,
  discovery,
  enableNonRepudiationChecks,
  None,
  type AuthorizationCodeGrantChecks,
  type Configuration,
} from 'openid-client';

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  /** With a secret: client_secret_post; without: a public client (PKCE only). */
  clientSecret: string | null;
  postLogoutRedirectUri: string;
  log: FastifyBaseLogger;
  /** Per request to the provider. */
  timeoutSeconds?: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Why a provider call failed, for the log: the library's message and code, never a token. */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? `; ${error.cause.message}` : '';
  return `${typeof code === 'string' ? `${code}: ` : ''}${error.message}${cause}`;
}

export function createOidcClient(options: OidcClientOptions) {
  const issuer = new URL(options.issuer);
  // Plain http only for a provider on this machine (the local one); anything else must be https.
  const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
  let discovered: Promise<Configuration> | null = null;

  async function discover(): Promise<Configuration> {
    if (issuer.protocol !== 'https:' && !insecure) throw new Error(`OIDC_ISSUER must use https: ${issuer.href}`);
    return discovery(
      issuer,
      options.clientId,
      options.clientSecret ? { client_secret: options.clientSecret } : undefined,
      options.clientSecret ? ClientSecretPost(options.clientSecret) : None(),
      {
        execute: [enableNonRepudiationChecks, ...(insecure ? [allowInsecureRequests] : [])],
        timeout: options.timeoutSeconds ?? 10,
      },
    );
  }

  /** The provider's metadata, discovered once; after a failure, tried again at the next call. */
  function configuration(): Promise<Configuration> {
    discovered ??= discover().catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  }

  return {
    configuration,
    async authorizationUrl(parameters: Record<string, string>): Promise<string> {
      return buildAuthorizationUrl(await configuration(), parameters).href;
    },
    /** Exchanges the code of the provider's redirect back and verifies the ID token; answers its claims and itself. */
    async exchange(callbackUrl: URL, checks: AuthorizationCodeGrantChecks) {
      const tokens = await authorizationCodeGrant(await configuration(), callbackUrl, checks);
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('no ID token in the token response');
      return { claims: claims as Record<string, unknown>, idToken: tokens.id_token };
    },
    /** The provider's sign-out address for a session that ends (AuthService's `providerSignOutUrl`); null: none. */
    async signOutUrl(idToken: string | null): Promise<string | null> {
      try {
        const config = await configuration();
        if (!config.serverMetadata().end_session_endpoint) return null;
        return buildEndSessionUrl(config, {
          post_logout_redirect_uri: options.postLogoutRedirectUri,
          ...(idToken ? { id_token_hint: idToken } : {}),
        }).href;
      } catch (error) {
        options.log.warn({ reason: failureReason(error) }, 'OIDC: no provider sign-out address (provider unreachable)');
        return null;
      }
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
