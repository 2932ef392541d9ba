/**
 * Reminders of the evaluation campaign (issue 19 §5): one row per person, year and day a reminder was sent, so that
 * nobody is reminded twice the same day (the unique key; the reminder and its e-mail in the outbox are written in the
 * same transaction, `insert … on conflict do nothing`). Who sent it and to whom (the person or their manager) are kept
 * for the trail. Queried as raw SQL by modules/manager-lists (db/schema*.ts unchanged).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('evaluation_reminder')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sent_on', 'date', (c) => c.notNull())
    .addColumn('sent_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('to_kind', 'varchar(16)', (c) => c.notNull().check(sql`to_kind in ('person', 'manager')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('evaluation_reminder_once_a_day', ['person_id', 'year', 'sent_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('evaluation_reminder').execute();
}
