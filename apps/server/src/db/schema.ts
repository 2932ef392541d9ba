/**
 * Database types, kept in step with migrations/ (append-only). One interface per table.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SkillsFileTables } from './schema-skills-file';
import type { EvaluationTables } from './schema-evaluation';
import type { SignInTables } from './schema-sign-in';
import type { BusinessManagerTables } from './schema-business-manager';
import type { EepBmTables } from './schema-eep-bm';
import type { KeyPeopleTables } from './schema-key-people';
import type { ProposalsTables } from './schema-proposals';
import type { TrainingTables } from './schema-trainings';
import type { CvImportTables } from './schema-cv-import';
import type { AuditTables } from './schema-audit';
import type { RetentionTables } from './schema-retention';
import type { ClientCvTables } from './schema-client-cv';
import type { SkillEvidenceTables } from './schema-skill-evidence';
import type { TrainingCatalogueTables } from './schema-training-catalogue';

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
  /** Identity facts the evaluation pre-fills (migration 0006). */
  birth_date: string | null;
  hire_date: string | null;
  /** dateEcheance: the deadline of this year's evaluation; nextEaYear. */
  ea_deadline: string | null;
  next_ea_year: number | null;
  /** The OpenID provider's subject (Microsoft `oid`), bound at the first work-account sign-in (migration 0008). */
  oidc_subject: string | null;
  /** The company or entity the person works for (migration 0009; the evaluation's `society`). */
  entity: string | null;
  /** Account facts kept by a trigger on account (migration 0028): has an account of a role ≥ 1 ("all" scope), */
  is_employee: ColumnType<boolean, never, never>;
  /** the highest active role (null: none active), an active account, an active account of a role 1–6. */
  account_role: ColumnType<number | null, never, never>;
  account_active: ColumnType<boolean, never, never>;
  evaluable_role: ColumnType<boolean, never, never>;
  /** The highest role 3–5 of any account (a business manager, active or not); an active candidate account. */
  manager_role: ColumnType<number | null, never, never>;
  is_candidate: ColumnType<boolean, never, never>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The closure of person.manager_id (migration 0028, kept by triggers on person): read, never written by the code. */
export interface PersonChainTable {
  ancestor_id: ColumnType<number, never, never>;
  person_id: ColumnType<number, never, never>;
  depth: ColumnType<number, never, never>;
}

/** Precomputed counts over the population (migration 0028, kept by triggers): `employees`. */
export interface PopulationCountTable {
  scope: ColumnType<string, never, never>;
  people: ColumnType<number, never, never>;
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
  /** The idle end: slides forward with use. */
  expires_at: Timestamp;
  /** The absolute end: never moves (migration 0008). */
  absolute_expires_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The provider's ID token (work accounts), kept server-side as the sign-out hint. */
  id_token: string | null;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export type OutboxState = 'pending' | 'processing' | 'sent' | 'failed' | 'cancelled';
export type OutboxAttemptOutcome = 'sent' | 'retry' | 'failed' | 'abandoned';

/** JSON stored in a jsonb column: objects in, objects out (both drivers parse jsonb). */
type Json = ColumnType<unknown, string, string>;

export interface OutboxMessageTable {
  id: Generated<number>;
  kind: string;
  idempotency_key: string;
  batch_id: string;
  payload: Json;
  attachment: ColumnType<Uint8Array | null, Uint8Array | Buffer | null | undefined, Uint8Array | Buffer | null>;
  state: ColumnType<OutboxState, OutboxState | undefined, OutboxState>;
  object_type: string;
  object_id: number | null;
  person_id: number | null;
  created_by: number | null;
  attempts: Generated<number>;
  max_attempts: number;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  claimed_by: string | null;
  claim_token: string | null;
  lease_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error_status: number | null;
  last_error_code: string | null;
  last_error_detail: string | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancelled_by: number | null;
}

export interface OutboxAttemptTable {
  id: Generated<number>;
  message_id: number;
  attempt_no: number;
  worker: string;
  started_at: Timestamp;
  duration_ms: number;
  outcome: OutboxAttemptOutcome;
  error_status: number | null;
  error_code: string | null;
  error_detail: string | null;
}

export interface MailboxTable {
  id: Generated<number>;
  idempotency_key: string;
  outbox_message_id: number | null;
  template: string;
  id_lang: number;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
}

/** The tenant's BoondManager dictionary, one row (migration 0010). */
export interface BoondDictionaryTable {
  id: number;
  content: ColumnType<unknown, string, string>;
  version: string | null;
  fetched_at: ColumnType<Date, Date | string, Date | string>;
}

/** Our values → the tenant's dictionary ids (migration 0010). */
export interface BoondMappingTable {
  kind: string;
  our_value: string;
  our_label: Generated<string>;
  boond_id: string | null;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database
  extends
    SkillsFileTables,
    EvaluationTables,
    SignInTables,
    BusinessManagerTables,
    EepBmTables,
    TrainingTables,
    ProposalsTables,
    KeyPeopleTables,
    CvImportTables,
    ClientCvTables,
    AuditTables,
    RetentionTables,
    SkillEvidenceTables,
    TrainingCatalogueTables {
  country: CountryTable;
  person: PersonTable;
  person_chain: PersonChainTable;
  population_count: PopulationCountTable;
  account: AccountTable;
  session: SessionTable;
  app_meta: AppMetaTable;
  outbox_message: OutboxMessageTable;
  outbox_attempt: OutboxAttemptTable;
  mailbox: MailboxTable;
  boond_dictionary: BoondDictionaryTable;
  boond_mapping: BoondMappingTable;
}

export type Person = Selectable<PersonTable>;
export type NewPerson = Insertable<PersonTable>;
export type PersonUpdate = Updateable<PersonTable>;
export type Account = Selectable<AccountTable>;
export type OutboxMessageRow = Selectable<OutboxMessageTable>;
export type OutboxAttemptRow = Selectable<OutboxAttemptTable>;
export type MailboxRow = Selectable<MailboxTable>;
