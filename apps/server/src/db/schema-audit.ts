/** Table types of migration 0024_audit_trail (the one audit trail, issue 23). */
import type { ColumnType, Generated } from 'kysely';

/** Append-only: written by lib/audit only, never updated (a trigger refuses it). */
export interface AuditEntryTable {
  id: Generated<string>;
  at: ColumnType<Date, Date, never>;
  actor_person_id: number | null;
  actor_account_id: number | null;
  action: string;
  object_type: string | null;
  object_id: number | null;
  subject_person_id: number | null;
  result: Generated<string>;
  detail: Generated<string>;
  ip: Generated<string>;
  user_agent: Generated<string>;
  hash: string;
}

export interface AuditTables {
  audit_entry: AuditEntryTable;
}
