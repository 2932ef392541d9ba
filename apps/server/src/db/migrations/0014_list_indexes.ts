/**
 * Indexes of the skills search (decision 019): the files holding a skill at a level or above are one range of
 * `dc_skill(id_skill, level, dc_id)`, read from the index alone; it supersedes `dc_skill_skill(id_skill)` (its
 * prefix), which is dropped. No column changes: db/schema*.ts is unchanged.
 */
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('dc_skill_skill_level').on('dc_skill').columns(['id_skill', 'level', 'dc_id']).execute();
  await db.schema.dropIndex('dc_skill_skill').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('dc_skill_skill').ifNotExists().on('dc_skill').column('id_skill').execute();
  await db.schema.dropIndex('dc_skill_skill_level').ifExists().execute();
}
