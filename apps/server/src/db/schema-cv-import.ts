/** Table types of migration 0019_cv_import: the CV imports (their log, what was extracted). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A jsonb value: read as parsed JSON, written as its JSON text. */
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

export type CvImportTarget = 'new' | 'draft' | 'newVersion';
export type CvImportOutcome = 'read' | 'applied' | 'failed';

export interface CvImportTable {
  id: Generated<number>;
  person_id: number;
  by_person_id: number | null;
  by_account_id: number | null;
  id_lang: number;
  dc_id: number | null;
  target: CvImportTarget;
  file_name: string;
  format: string | null;
  pages: number | null;
  ocr: Generated<boolean>;
  duration_ms: number | null;
  found: Json;
  applied: NullableJson;
  warnings: Generated<number>;
  outcome: CvImportOutcome;
  error_key: string | null;
  extraction: NullableJson;
  created_at: CreatedAt;
  applied_at: NullableTimestamp;
  applied_by: number | null;
}

export interface CvImportTables {
  cv_import: CvImportTable;
}
