/** Table types of migration 0008_sign_in (candidates' credentials, lock-out, links, captchas, OIDC sign-ins). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CredentialTable {
  person_id: number;
  /** argon2id PHC string. */
  password_hash: string;
  password_set_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SignInFailureTable {
  /** 'email:<lower-case e-mail>' (the address typed, known or not) or 'address:<client address>'. */
  key: string;
  failures: Generated<number>;
  first_failed_at: Timestamp;
  locked_until: NullableTimestamp;
}

export interface PasswordLinkTable {
  id: Generated<number>;
  person_id: number;
  /** SHA-256 (hex) of the link's token. */
  token_hash: string;
  purpose: 'first' | 'reset';
  created_by: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface CaptchaUseTable {
  /** SHA-256 (hex) of the solved challenge. */
  id: string;
  expires_at: Timestamp;
}

export interface OidcPendingTable {
  /** SHA-256 (hex) of the browser's handle (cookie). */
  id: string;
  state: string;
  nonce: string;
  code_verifier: string;
  return_to: string | null;
  expires_at: Timestamp;
}

export interface SignInTables {
  credential: CredentialTable;
  sign_in_failure: SignInFailureTable;
  password_link: PasswordLinkTable;
  captcha_use: CaptchaUseTable;
  oidc_pending: OidcPendingTable;
}
