/**
 * The business-manager review (EEP BM, issue 18 section 3; docs/decisions/018): one review per person and year
 * (roles 3–5), its status history, and its skill lines — the employee's and the reviewer's vision 0–4 of each line of
 * the nine categories, with their comments. Language skills and next-year actions are small whole sets the review's one
 * save replaces: jsonb columns of the review, checked by the shared schemas.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('eep_bm')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('id_lang', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`id_lang in (1, 2)`),
    )
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status between 1 and 3`),
    )
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('id_business_manager', 'smallint', (c) => c.notNull().references('business_manager_profile.id'))
    .addColumn('interview_date', 'date')
    .addColumn('position', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('entity', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('function_entry_date', 'date')
    .addColumn('degree', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('degree_obtain_period', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('experience', 'numeric(4, 1)')
    .addColumn('r_plus', 'integer', (c) => c.check(sql`r_plus >= 0`))
    .addColumn('sign', 'integer', (c) => c.check(sql`sign >= 0`))
    .addColumn('oc', 'integer', (c) => c.check(sql`oc >= 0`))
    .addColumn('texts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('other_actions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('validated_at', 'timestamptz')
    .addColumn('validated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('signed_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('signed_at', 'timestamptz')
    .addColumn('document_hash', 'varchar(64)')
    .addColumn('corrected_by_hr', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('corrected_by', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addUniqueConstraint('eep_bm_person_year', ['person_id', 'year'])
    .execute();

  await db.schema
    .createTable('eep_bm_status_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('eep_bm_id', 'integer', (c) => c.notNull().references('eep_bm.id').onDelete('cascade'))
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('eep_bm_status_history_review')
    .on('eep_bm_status_history')
    .columns(['eep_bm_id', 'id'])
    .execute();

  await db.schema
    .createTable('eep_bm_skill')
    .addColumn('eep_bm_id', 'integer', (c) => c.notNull().references('eep_bm.id').onDelete('cascade'))
    .addColumn('id_line', 'integer', (c) => c.notNull().references('business_manager_skill_line.id'))
    .addColumn('evaluation_consultant', 'smallint', (c) => c.check(sql`evaluation_consultant between 0 and 4`))
    .addColumn('evaluation_manager', 'smallint', (c) => c.check(sql`evaluation_manager between 0 and 4`))
    .addColumn('comment_consultant', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment_manager', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('eep_bm_skill_pk', ['eep_bm_id', 'id_line'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('eep_bm_skill').execute();
  await db.schema.dropTable('eep_bm_status_history').execute();
  await db.schema.dropTable('eep_bm').execute();
}
