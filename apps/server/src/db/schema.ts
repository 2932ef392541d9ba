/**
 * Database types, kept in step with migrations/ (append-only). One interface per table.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface CountryTable {
  id: Generated<number>;
  code: string;
  name_fr: string;
  name_en: string;
}

export interface PersonTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  reference: string | null;
  boond_profile: string | null;
  id_role_internal: number | null;
  manager_id: number | null;
  id_lang: Generated<number>;
  id_boond: number | null;
  country_id: number | null;
  /** The account used at the last sign-in or role change: the next sign-in resumes it. */
  last_account_id: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AccountTable {
  id: Generated<number>;
  person_id: number;
  role_id: number;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface SessionTable {
  /** SHA-256 of the cookie token: a database leak reveals no usable session. */
  id: string;
  person_id: number;
  account_id: number;
  auth_method: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface RoleInternalAuditTable {
  id: Generated<number>;
  person_id: number;
  changed_by_person_id: number;
  old_id_role_internal: number | null;
  new_id_role_internal: number | null;
  changed_at: CreatedAt;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  country: CountryTable;
  person: PersonTable;
  account: AccountTable;
  session: SessionTable;
  role_internal_audit: RoleInternalAuditTable;
  app_meta: AppMetaTable;
}

export type Person = Selectable<PersonTable>;
export type NewPerson = Insertable<PersonTable>;
export type PersonUpdate = Updateable<PersonTable>;
export type Account = Selectable<AccountTable>;
