/**
 * What a verified ID token says about who signed in. Microsoft's stable, tenant-wide identifier is the object id
 * (`oid`); `sub` is pairwise per application, the fallback for other providers. The work e-mail is `email` when the
 * tenant sends it, else the sign-in name (`preferred_username`, or `upn` in v1 tokens) when it is an address.
 */
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

export interface OidcIdentity {
  subject: string;
  email: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const address = (value: unknown) => {
  const v = text(value);
  return v && v.length <= 320 && EMAIL.test(v) ? v : null;
};

export function identityFromClaims(claims: Record<string, unknown>): OidcIdentity | null {
  const subject = text(claims.oid) ?? text(claims.sub);
  if (!subject || subject.length > 255) return null;
  return {
    subject,
    email: address(claims.email) ?? address(claims.preferred_username) ?? address(claims.upn),
  };
}
