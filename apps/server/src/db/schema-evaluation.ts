/** Table types of migration 0006_evaluation (annual evaluations, their rows, training wishes). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A calendar date, 'YYYY-MM-DD' (parsed as text on both engines). */
type CalendarDate = string | null;
/** A jsonb block: read as an object, written as its JSON text. */
type JsonBlock = ColumnType<unknown, string | undefined, string>;

export interface EvaluationCriterionTable {
  id: Generated<number>;
  code: string;
  id_type: number;
  label_fr: string;
  label_en: string;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
}

export interface EvaluationTable {
  id: Generated<number>;
  person_id: number;
  year: number;
  id_lang: Generated<number>;
  status: Generated<number>;
  row_version: Generated<number>;
  cadre_entretien: JsonBlock;
  bilan_annuel: JsonBlock;
  evolution: JsonBlock;
  interview_date: CalendarDate;
  synthese: Generated<string>;
  cpf_hours: number | null;
  cpf_date: CalendarDate;
  cpf_is_ok_training: boolean | null;
  comment_training_request: Generated<string>;
  is_dc_up_to_date: Generated<boolean>;
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
  /** Who corrected it since its last signature (migration 0009): never its signer. */
  corrected_by: ColumnType<number[], number[] | undefined, number[]>;
}

interface EvaluationRow {
  id: Generated<number>;
  evaluation_id: number;
}

export interface EvaluationSkillTable extends EvaluationRow {
  id_type: number;
  id_criterion: number | null;
  id_skill: number | null;
  label: Generated<string>;
  skills_file_level: Generated<number>;
  note_consultant: number | null;
  note_manager: number | null;
  comment_consultant: Generated<string>;
  comment_manager: Generated<string>;
  sort_order: Generated<number>;
}

export interface EvaluationGoalTable extends EvaluationRow {
  text: string;
  measure: Generated<string>;
  due_date: CalendarDate;
  achievement: number | null;
  review_comment: Generated<string>;
}

export interface EvaluationLanguageTable extends EvaluationRow {
  name: string;
  id_language_level: number;
}

export interface EvaluationOtherActionTable extends EvaluationRow {
  action_type: string;
  motivation_justification: string;
  implementation_systems: string;
}

export interface EvaluationTrainingReviewTable extends EvaluationRow {
  name: string;
  date: CalendarDate;
  evaluation: number | null;
  comment: Generated<string>;
}

export interface EvaluationStatusHistoryTable extends EvaluationRow {
  from_status: number | null;
  to_status: number;
  changed_by: number | null;
  changed_at: CreatedAt;
  comment: Generated<string>;
}

export interface TrainingWishTable {
  id: Generated<number>;
  person_id: number;
  evaluation_id: number | null;
  type: number;
  title: string;
  nature: number | null;
  context: number | null;
  scheme: number | null;
  request_origin: number;
  status: Generated<number>;
  organism: Generated<string>;
  desired_date: CalendarDate;
  duration_hours: number | null;
  comment: Generated<string>;
  /** numeric(10,2): read as text by the drivers (migration 0017). */
  cost_excl_tax: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  validation: Generated<string>;
  start_date: CalendarDate;
  end_date: CalendarDate;
  certification_obtained: Generated<boolean>;
  certification_date: CalendarDate;
  certification_expiry: CalendarDate;
  certification_name: Generated<string>;
  report_attended: boolean | null;
  report_hours: number | null;
  report_content: Generated<string>;
  report_feedback: Generated<string>;
  report_rating: number | null;
  reported_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reported_by: number | null;
  /** Migration 0021: the catalogue entry it came from and the skill gap it addresses (issue 22 §2). */
  catalogue_entry_id: Generated<number | null>;
  gap_skill_id: Generated<number | null>;
  gap_line_id: Generated<number | null>;
  gap_level_from: Generated<number | null>;
  gap_level_to: Generated<number | null>;
  row_version: Generated<number>;
  created_by: number | null;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Migration 0030: the person is an employee (`person.is_employee`), kept by triggers: never written by the app. */
  owner_employee: ColumnType<boolean, never, never>;
}

/** The employees' wishes' count, hours and cost per (status, nature, scheme; 0 for none): migration 0030, by triggers. */
export interface TrainingWishTotalTable {
  status: ColumnType<number, never, never>;
  nature: ColumnType<number, never, never>;
  scheme: ColumnType<number, never, never>;
  wishes: ColumnType<number, never, never>;
  /** bigint and numeric: read as text by the drivers. */
  hours: ColumnType<string, never, never>;
  cost: ColumnType<string, never, never>;
}

/** Every signature of a document, with the bytes that were signed (migration 0009). */
export interface DocumentSignatureTable {
  id: Generated<number>;
  object_type: string;
  object_id: number;
  signed_by: number | null;
  signed_at: ColumnType<Date, Date | string, never>;
  sha256: string;
  file_name: string;
  content_type: string;
  content: ColumnType<Buffer, Buffer | Uint8Array, never>;
  created_at: CreatedAt;
}

export interface EvaluationTables {
  document_signature: DocumentSignatureTable;
  evaluation_criterion: EvaluationCriterionTable;
  evaluation: EvaluationTable;
  evaluation_skill: EvaluationSkillTable;
  evaluation_goal: EvaluationGoalTable;
  evaluation_language: EvaluationLanguageTable;
  evaluation_other_action: EvaluationOtherActionTable;
  evaluation_training_review: EvaluationTrainingReviewTable;
  evaluation_status_history: EvaluationStatusHistoryTable;
  training_wish: TrainingWishTable;
  training_wish_total: TrainingWishTotalTable;
}
