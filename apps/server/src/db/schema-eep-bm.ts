/** Table types of migration 0012_eep_bm (the business-manager review). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A calendar date, 'YYYY-MM-DD'. */
type CalendarDate = string | null;
/** A jsonb value: read as parsed JSON, written as its JSON text. */
type Json = ColumnType<unknown, string | undefined, string>;

export interface EepBmTable {
  id: Generated<number>;
  person_id: number;
  year: number;
  /** Migration 0038: the person is an employee (`person.is_employee`), kept by triggers: never written by the app. */
  owner_employee: ColumnType<boolean, never, never>;
  id_lang: Generated<number>;
  status: Generated<number>;
  row_version: Generated<number>;
  id_business_manager: number;
  interview_date: CalendarDate;
  position: Generated<string>;
  entity: Generated<string>;
  function_entry_date: CalendarDate;
  degree: Generated<string>;
  degree_obtain_period: Generated<string>;
  /** Years of experience (numeric: read as text by the drivers). */
  experience: ColumnType<string | null, number | null | undefined, number | null>;
  r_plus: number | null;
  sign: number | null;
  oc: number | null;
  /** The review's long texts by field name (promotionCriteria, strengthsManager, shortTermGoal, …). */
  texts: Json;
  /** The language skills: [{ name, idLanguageLevel }]. */
  languages: Json;
  /** The next-year actions: [{ actionType, motivationJustification, implementationSystems }]. */
  other_actions: Json;
  created_by: number | null;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  submitted_at: NullableTimestamp;
  validated_at: NullableTimestamp;
  validated_by: number | null;
  signed_by: number | null;
  signed_at: NullableTimestamp;
  document_hash: string | null;
  corrected_by_hr: Generated<boolean>;
  corrected_by: ColumnType<number[], number[] | undefined, number[]>;
}

export interface EepBmStatusHistoryTable {
  id: Generated<number>;
  eep_bm_id: number;
  from_status: number | null;
  to_status: number;
  changed_by: number | null;
  changed_at: CreatedAt;
  comment: Generated<string>;
}

export interface EepBmSkillTable {
  eep_bm_id: number;
  id_line: number;
  evaluation_consultant: number | null;
  evaluation_manager: number | null;
  comment_consultant: Generated<string>;
  comment_manager: Generated<string>;
}

export interface EepBmTables {
  eep_bm: EepBmTable;
  eep_bm_status_history: EepBmStatusHistoryTable;
  eep_bm_skill: EepBmSkillTable;
}
