/** Table types of migrations 0018_proposals_expiry and 0020_skill_proposals: skills-file proposals, certification expiry alerts, job runs. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A jsonb value: read as parsed JSON, written as its JSON text. */
type Json = ColumnType<unknown, string, string>;

export type ProposalState = 'pending' | 'accepted' | 'dismissed';

export interface SkillsFileProposalTable {
  id: Generated<number>;
  person_id: number;
  kind: string;
  source_type: string;
  source_id: number;
  /** What the proposal is about within its source (migration 0020): '' (a certification), 'skill:<id>'. */
  subject: ColumnType<string, string | undefined, string>;
  payload: Json;
  state: ColumnType<ProposalState, ProposalState | undefined, ProposalState>;
  created_by: number | null;
  created_at: CreatedAt;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  decided_dc_id: number | null;
}

export interface SkillsFileProposalDecisionTable {
  proposal_id: number;
  id_lang: number;
  decision: Exclude<ProposalState, 'pending'>;
  dc_id: number | null;
  decided_by: number | null;
  decided_at: CreatedAt;
}

export interface CertificationExpiryAlertTable {
  id: Generated<number>;
  person_id: number;
  certification_key: string;
  name: string;
  organism: string;
  expiry_date: string;
  threshold: number;
  dc_certification_id: number | null;
  sent_at: CreatedAt;
}

export interface JobRunTable {
  name: string;
  run_key: string;
  claimed_by: string;
  claimed_at: CreatedAt;
}

export interface ProposalsTables {
  skills_file_proposal: SkillsFileProposalTable;
  skills_file_proposal_decision: SkillsFileProposalDecisionTable;
  certification_expiry_alert: CertificationExpiryAlertTable;
  job_run: JobRunTable;
}
