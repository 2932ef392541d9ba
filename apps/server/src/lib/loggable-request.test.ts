import { describe, expect, it } from 'vitest';
import { loggableRequest } from './loggable-request';

describe('loggableRequest', () => {
  it('masks link tokens and OpenID codes in the URL, keeps the rest, never the body or headers', () => {
    const line = loggableRequest({
      method: 'GET',
      url: '/reset?token=abcDEF_-123&email=a%40b.c&lang=fr',
      host: 'onboarding.localhost',
      ip: '127.0.0.1',
    });
    expect(line).toEqual({
      method: 'GET',
      url: '/reset?token=[redacted]&email=a%40b.c&lang=fr',
      host: 'onboarding.localhost',
      remoteAddress: '127.0.0.1',
    });
    expect(loggableRequest({ method: 'GET', url: '/api/Login/oidc/callback?code=xyz&state=s1#frag' }).url).toBe(
      '/api/Login/oidc/callback?code=[redacted]&state=[redacted]#frag',
    );
    const withBody = { method: 'POST', url: '/api/Login/authentication', body: { Password: 'Secret-Pass1!' } };
    expect(JSON.stringify(loggableRequest(withBody))).not.toContain('Secret');
  });
});
