/** RS256 signing keys of the local provider, as private JWKs (what oidc-provider's `jwks` takes). */
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';

export interface SigningJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
  d: string;
  p: string;
  q: string;
  dp: string;
  dq: string;
  qi: string;
}

/** A fresh 2048-bit RSA key with a random key id. */
export function generateSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Omit<SigningJwk, 'kid' | 'alg' | 'use'>;
  return { ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** The stable identifier the provider gives an e-mail address (`sub` and `oid`): GUID-shaped, like Microsoft's `oid`. */
export function subjectOf(email: string): string {
  const hex = createHash('sha256').update(`local-oidc:${email.trim().toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
