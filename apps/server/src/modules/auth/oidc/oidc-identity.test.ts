import { describe, expect, it } from 'vitest';
import { identityFromClaims } from './oidc-identity';

describe('identityFromClaims', () => {
  it.each([
    [
      { sub: 'pairwise', oid: 'object-id', email: 'a@x.com' },
      { subject: 'object-id', email: 'a@x.com' },
    ],
    [
      { sub: 'pairwise', email: 'a@x.com' },
      { subject: 'pairwise', email: 'a@x.com' },
    ],
    [
      { sub: 's', preferred_username: 'Marc.Durand@x.com' },
      { subject: 's', email: 'Marc.Durand@x.com' },
    ],
    [
      { sub: 's', preferred_username: 'not an address', upn: 'u@x.com' },
      { subject: 's', email: 'u@x.com' },
    ],
    [
      { sub: 's', email: '', preferred_username: 'p@x.com' },
      { subject: 's', email: 'p@x.com' },
    ],
    [
      { sub: 's', preferred_username: '+33 6 12 34 56 78' },
      { subject: 's', email: null },
    ],
    [
      { sub: 's', oid: 42 },
      { subject: 's', email: null },
    ],
  ])('%j → %j', (claims, expected) => {
    expect(identityFromClaims(claims)).toEqual(expected);
  });

  it('refuses a token without a usable subject', () => {
    expect(identityFromClaims({ email: 'a@x.com' })).toBeNull();
    expect(identityFromClaims({ sub: '   ' })).toBeNull();
    expect(identityFromClaims({ sub: 'x'.repeat(256) })).toBeNull();
  });
});
