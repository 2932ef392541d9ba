/** Table types of migration 0011_business_manager_reference (the business-manager review's reference data). */
import type { ColumnType, Generated } from 'kysely';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Profiles 1–6, Business Manager … Senior Business Unit Director. */
export interface BusinessManagerProfileTable {
  id: number;
  /** bmgoal … sbudgoal. */
  goal_field: string;
  name_fr: string;
  name_en: string;
}

/** Categories 6–14, Business Development … Professional Effectiveness. */
export interface BusinessManagerSkillCategoryTable {
  id: number;
  /** bdskills … epskills. */
  group_key: string;
  name_fr: string;
  name_en: string;
  sort_order: Generated<number>;
}

export interface BusinessManagerSkillLineTable {
  id: Generated<number>;
  /** The seed's natural key; `custom-…` for the lines administrators add. */
  code: string;
  id_category: number;
  name_fr: string;
  name_en: string;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

/** A line's goal 0–4 for one profile (0: not concerned). */
export interface BusinessManagerSkillGoalTable {
  id_line: number;
  id_profile: number;
  goal: number;
}

/** A category's maturity objective 0–4 for one profile. */
export interface BusinessManagerMaturityObjectiveTable {
  id_category: number;
  id_profile: number;
  objective: number;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

export interface BusinessManagerTables {
  business_manager_profile: BusinessManagerProfileTable;
  business_manager_skill_category: BusinessManagerSkillCategoryTable;
  business_manager_skill_line: BusinessManagerSkillLineTable;
  business_manager_skill_goal: BusinessManagerSkillGoalTable;
  business_manager_maturity_objective: BusinessManagerMaturityObjectiveTable;
}
