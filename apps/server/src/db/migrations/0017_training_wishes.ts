/**
 * Training and certification wishes as documents of their own (issue 20 §2): what HR registers (dates, cost, scheme,
 * validation), the report after the training, the certification obtained; their status history (the document
 * kernel's); attachments bound to a wish (diplomas, certificates); indexes for the list's filters.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('training_wish')
    /** Cost excluding tax, in euros. */
    .addColumn('cost_excl_tax', sql`numeric(10,2)`, (c) => c.check(sql`cost_excl_tax >= 0`))
    /** Who approved the funding and how (free text, e.g. "N+2 accord 12/03"). */
    .addColumn('validation', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('certification_obtained', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('certification_date', 'date')
    .addColumn('certification_expiry', 'date')
    .addColumn('certification_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    /** The report after the training (Training/trainingReport). */
    .addColumn('report_attended', 'boolean')
    .addColumn('report_hours', 'integer', (c) => c.check(sql`report_hours between 0 and 10000`))
    .addColumn('report_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('report_feedback', 'text', (c) => c.notNull().defaultTo(''))
    /** PERFORMANCE_RATINGS: 1 very satisfactory … 4 insufficient. */
    .addColumn('report_rating', 'smallint', (c) => c.check(sql`report_rating between 1 and 4`))
    .addColumn('reported_at', 'timestamptz')
    .addColumn('reported_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .execute();
  await sql`alter table training_wish
    add constraint training_wish_dates check (end_date is null or start_date is null or end_date >= start_date),
    add constraint training_wish_certification_dates check (certification_expiry is null
      or certification_date is null or certification_expiry >= certification_date)`.execute(db);

  await db.schema
    .createTable('training_wish_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('training_wish_id', 'integer', (c) => c.notNull().references('training_wish.id').onDelete('cascade'))
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('training_wish_history_wish')
    .on('training_wish_history')
    .columns(['training_wish_id', 'id'])
    .execute();
  // Wishes that existed before have their creation in the history.
  await sql`insert into training_wish_history (training_wish_id, from_status, to_status, changed_by, changed_at)
    select id, null, status, created_by, created_at from training_wish`.execute(db);

  await db.schema
    .alterTable('user_file')
    .addColumn('training_wish_id', 'integer', (c) => c.references('training_wish.id').onDelete('cascade'))
    .execute();
  await sql`create index user_file_training_wish on user_file (training_wish_id) where training_wish_id is not null`.execute(
    db,
  );

  for (const column of ['status', 'start_date', 'scheme', 'nature']) {
    await db.schema.createIndex(`training_wish_${column}`).on('training_wish').column(column).execute();
  }
  // The list's default order (newest first, then id): its first page is read from the index.
  await sql`create index training_wish_created_at on training_wish (created_at desc nulls last, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['status', 'start_date', 'scheme', 'nature', 'created_at'])
    await db.schema.dropIndex(`training_wish_${column}`).ifExists().execute();
  await db.schema.alterTable('user_file').dropColumn('training_wish_id').execute();
  await db.schema.dropTable('training_wish_history').ifExists().execute();
  await sql`alter table training_wish drop constraint if exists training_wish_dates,
    drop constraint if exists training_wish_certification_dates`.execute(db);
  let alter = db.schema.alterTable('training_wish').dropColumn('cost_excl_tax');
  for (const c of [
    'validation',
    'start_date',
    'end_date',
    'certification_obtained',
    'certification_date',
    'certification_expiry',
    'certification_name',
    'report_attended',
    'report_hours',
    'report_content',
    'report_feedback',
    'report_rating',
    'reported_at',
    'reported_by',
  ])
    alter = alter.dropColumn(c);
  await alter.execute();
}
