/**
 * The business-manager review's reference data (EEP BM, issue 18 section 2): the six business-manager profiles
 * (1 Business Manager … 6 Senior Business Unit Director), the nine skill categories (6–14), the skill lines of each
 * category with a goal 0–4 per profile (0: the profile is not assessed on the line), and a maturity objective 0–4
 * per category and profile. Seeded by seedReferenceData; administrators edit the lines, goals and objectives.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_manager_profile')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id between 1 and 6`))
    /** bmgoal … sbudgoal: the goal field the review's payload names for this profile. */
    .addColumn('goal_field', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name_fr', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(255)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business_manager_skill_category')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id between 6 and 14`))
    /** bdskills … epskills: the group the review's skill payload puts this category's lines under. */
    .addColumn('group_key', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name_fr', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(255)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('business_manager_skill_line')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    /** Natural key of the seed (`<group>-<slug>`); lines administrators add get a `custom-…` code. */
    .addColumn('code', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('id_category', 'smallint', (c) => c.notNull().references('business_manager_skill_category.id'))
    .addColumn('name_fr', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(255)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('business_manager_skill_line_category')
    .on('business_manager_skill_line')
    .columns(['id_category', 'sort_order', 'id'])
    .execute();

  await db.schema
    .createTable('business_manager_skill_goal')
    .addColumn('id_line', 'integer', (c) =>
      c.notNull().references('business_manager_skill_line.id').onDelete('cascade'),
    )
    .addColumn('id_profile', 'smallint', (c) => c.notNull().references('business_manager_profile.id'))
    .addColumn('goal', 'smallint', (c) => c.notNull().check(sql`goal between 0 and 4`))
    .addPrimaryKeyConstraint('business_manager_skill_goal_pk', ['id_line', 'id_profile'])
    .execute();

  await db.schema
    .createTable('business_manager_maturity_objective')
    .addColumn('id_category', 'smallint', (c) => c.notNull().references('business_manager_skill_category.id'))
    .addColumn('id_profile', 'smallint', (c) => c.notNull().references('business_manager_profile.id'))
    .addColumn('objective', 'smallint', (c) => c.notNull().check(sql`objective between 0 and 4`))
    .addColumn('updated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('business_manager_maturity_objective_pk', ['id_category', 'id_profile'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('business_manager_maturity_objective').execute();
  await db.schema.dropTable('business_manager_skill_goal').execute();
  await db.schema.dropTable('business_manager_skill_line').execute();
  await db.schema.dropTable('business_manager_skill_category').execute();
  await db.schema.dropTable('business_manager_profile').execute();
}
