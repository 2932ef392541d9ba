/** Table types of migration 0017_training_wishes (the wishes' status history; their columns: schema-evaluation.ts). */
import type { ColumnType, Generated } from 'kysely';

export interface TrainingWishHistoryTable {
  id: Generated<number>;
  training_wish_id: number;
  from_status: number | null;
  to_status: number;
  changed_by: number | null;
  changed_at: ColumnType<Date, Date | string | undefined, never>;
  comment: Generated<string>;
}

export interface TrainingTables {
  training_wish_history: TrainingWishHistoryTable;
}
