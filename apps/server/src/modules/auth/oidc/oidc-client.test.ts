import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createOidcClient, failureReason } from './oidc-client';

const client = (issuer: string) =>
  createOidcClient({
    issuer,
    clientId: 'x',
    clientSecret: null,
    postLogoutRedirectUri: 'https://app/',
    log: pino({ enabled: false }),
  });

describe('the OpenID client', () => {
  it('refuses a plain http issuer unless it is on this machine, before any request', async () => {
    await expect(client('http://login.example.com/tenant/v2.0').configuration()).rejects.toThrow(/must use https/);
    // No sign-out address either (and no throw: logout goes on).
    expect(await client('http://login.example.com/tenant/v2.0').signOutUrl('a.b.c')).toBeNull();
  });

  it('puts a failure into words with its code and cause, for the log', () => {
    const error = Object.assign(new Error('fetch failed', { cause: new Error('connect ECONNREFUSED') }), {
      code: 'OAUTH_X',
    });
    expect(failureReason(error)).toBe('OAUTH_X: fetch failed; connect ECONNREFUSED');
    expect(failureReason('text')).toBe('text');
  });
});
