/** Table types of migration 0021_training_catalogue (issue 22 §2: catalogue, targets, demand; the wish's gap columns). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TrainingCatalogueTable {
  id: Generated<number>;
  /** TRAINING_TYPES: 1 certification, 2 training. */
  type: number;
  title_fr: string;
  title_en: string;
  organism: string;
  duration_hours: number;
  /** numeric(10,2): read as text by the drivers. */
  cost_excl_tax: ColumnType<string, number | string, number | string>;
  scheme: number | null;
  is_active: Generated<boolean>;
  created_by: number | null;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TrainingCatalogueSkillTable {
  id_entry: number;
  id_skill: number;
  level: number;
}

export interface TrainingCatalogueLineTable {
  id_entry: number;
  id_line: number;
  level: number;
}

export interface SkillTargetTable {
  person_id: number;
  id_skill: number;
  level: number;
  set_by: number | null;
  set_at: UpdatedAt;
}

export interface SkillDemandTable {
  id: Generated<number>;
  id_skill: number;
  level: number;
  asked_by: number | null;
  asked_at: UpdatedAt;
}

export interface TrainingCatalogueTables {
  training_catalogue: TrainingCatalogueTable;
  training_catalogue_skill: TrainingCatalogueSkillTable;
  training_catalogue_line: TrainingCatalogueLineTable;
  skill_target: SkillTargetTable;
  skill_demand: SkillDemandTable;
}
