/** Table types of migration 0016_key_people (brands, key-people records, their missions, positions, rates, history). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A calendar date, 'YYYY-MM-DD'. */
type CalendarDate = ColumnType<string | null, string | null | undefined, string | null>;

export interface BrandTable {
  id: Generated<number>;
  name: string;
  is_active: Generated<boolean>;
}

export interface KeyPeopleTable {
  /** The person's id. */
  id: number;
  /** 1 in progress, 2 past. */
  status: Generated<number>;
  row_version: Generated<number>;
  /** Ids 1–4 of KEY_PEOPLE_CATEGORIES. */
  categories: Generated<number[]>;
  /** Migration 0037: the person is an employee (`person.is_employee`), kept by triggers: never written by the app. */
  owner_employee: ColumnType<boolean, never, never>;
  kpt_eval_capacity: Generated<boolean>;
  kpt_tech_contributor: Generated<boolean>;
  kpt_architect_capacity: Generated<boolean>;
  kpt_recruit_quality: Generated<boolean>;
  kpt_conception_training: Generated<boolean>;
  kpt_pre_sale: Generated<boolean>;
  kpt_comment: Generated<string>;
  kpmission_comment: Generated<string>;
  kpmission_rsi_comment: Generated<string>;
  kphpo_comment: Generated<string>;
  created_by: number | null;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface KeyPeopleMissionTable {
  id: Generated<number>;
  key_people_id: number;
  client: string;
  brand_id: number | null;
  start_date: CalendarDate;
  end_date: CalendarDate;
  role: Generated<string>;
}

export interface KeyPeoplePositionTable {
  id: Generated<number>;
  key_people_id: number;
  title: string;
  start_date: CalendarDate;
  end_date: CalendarDate;
}

export interface KeyPeopleSkillTable {
  key_people_id: number;
  skill_id: number;
  rate: number;
  high: Generated<boolean>;
}

export interface KeyPeopleHistoryTable {
  id: Generated<number>;
  key_people_id: number;
  from_status: number | null;
  to_status: number;
  changed_by: number | null;
  changed_at: CreatedAt;
  comment: Generated<string>;
}

export interface KeyPeopleTables {
  brand: BrandTable;
  key_people: KeyPeopleTable;
  key_people_mission: KeyPeopleMissionTable;
  key_people_position: KeyPeoplePositionTable;
  key_people_skill: KeyPeopleSkillTable;
  key_people_history: KeyPeopleHistoryTable;
}
