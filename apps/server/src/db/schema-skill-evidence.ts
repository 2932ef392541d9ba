/** Table types of migration 0022_skill_evidence: the evidence behind a person's skills (issue 22 §3). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type SkillEvidenceKind = 'experience' | 'certification' | 'training';
export type SkillEvidenceState = 'proposed' | 'confirmed' | 'rejected';

export interface SkillEvidenceTable {
  id: Generated<number>;
  person_id: number;
  id_skill: number;
  kind: SkillEvidenceKind;
  source_key: string;
  label: string;
  detail: Generated<string>;
  /** 'YYYY-MM-DD' (parsed as text on both engines). */
  start_date: string | null;
  end_date: string | null;
  dc_id: number | null;
  training_wish_id: number | null;
  state: ColumnType<SkillEvidenceState, SkillEvidenceState | undefined, SkillEvidenceState>;
  current: Generated<boolean>;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SkillEvidenceTables {
  skill_evidence: SkillEvidenceTable;
}
