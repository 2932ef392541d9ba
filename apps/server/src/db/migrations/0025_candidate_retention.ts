/**
 * Issue 23 §2c (decision 023): what an erasure keeps of a candidate — statistics without identity.
 *
 * erased_person: one row per erased person, written in the erasure's transaction. It names nobody: the person's id
 * is the same pseudonymous reference the audit trail keeps (no foreign key: the person row is gone), the rest are
 * counts and coarse dates (the year the person was created, the month of their last activity) that recruiting
 * statistics need (how many candidates, how long they stayed, how many files and attachments they had).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('erased_person')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().unique())
    .addColumn('erased_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    /** The DPO (or administrator) who erased, by id (no foreign key either). */
    .addColumn('erased_by', 'integer')
    /** The roles the person's accounts had (candidates: [0]). */
    .addColumn('roles', sql`smallint[]`, (c) => c.notNull())
    .addColumn('id_lang', 'smallint', (c) => c.notNull())
    .addColumn('created_year', 'smallint', (c) => c.notNull())
    /** The first day of the month of the last activity (the retention's reference). */
    .addColumn('last_activity_month', 'date', (c) => c.notNull())
    .addColumn('skills_files', 'integer', (c) => c.notNull())
    .addColumn('attachments', 'integer', (c) => c.notNull())
    .addColumn('cv_imports', 'integer', (c) => c.notNull())
    .addColumn('had_password', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('erased_person_erased_at').on('erased_person').column('erased_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('erased_person').ifExists().execute();
}
