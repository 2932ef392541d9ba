/** Table types of migration 0025_candidate_retention (issue 23 §2c: what an erasure keeps, without identity). */
import type { ColumnType, Generated } from 'kysely';

export interface ErasedPersonTable {
  id: Generated<number>;
  /** The erased person's former id: the audit trail's pseudonymous reference (no foreign key). */
  person_id: number;
  erased_at: ColumnType<Date, Date | string | undefined, never>;
  erased_by: number | null;
  roles: number[];
  id_lang: number;
  created_year: number;
  last_activity_month: ColumnType<string, string, never>;
  skills_files: number;
  attachments: number;
  cv_imports: number;
  had_password: boolean;
}

export interface RetentionTables {
  erased_person: ErasedPersonTable;
}
