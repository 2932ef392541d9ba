/**
 * CV import (issue 21): every import of a CV into a skills file, logged — who (person and account), for whom, the
 * file's language, the target, the CV's name, format, pages, OCR, duration, rows found per section, rows applied
 * (null until applied), warnings, outcome and error key — with what was extracted (the lines and the proposal, for
 * Cv2Dc/getCVJson and the checks at apply time). The original is kept as an attachment of the person bound to the
 * import (`user_file.cv_import_id`), hidden from the person's own files as a training wish's attachments are.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cv_import')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    /** For whom: the person whose skills file it goes into. */
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    /** Who imported (the person and the account they acted with). */
    .addColumn('by_person_id', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('by_account_id', 'integer', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('id_lang', 'smallint', (c) => c.notNull().check(sql`id_lang in (1, 2)`))
    /** The file it goes into when read (null: none yet), then the file it went into. */
    .addColumn('dc_id', 'integer', (c) => c.references('dc.id').onDelete('set null'))
    .addColumn('target', 'varchar(10)', (c) => c.notNull().check(sql`target in ('new', 'draft', 'newVersion')`))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    /** 'docx' or 'pdf'; null when the content was neither. */
    .addColumn('format', 'varchar(10)')
    .addColumn('pages', 'integer')
    .addColumn('ocr', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('duration_ms', 'integer')
    /** Rows found per section ({"experiences": 3, …}). */
    .addColumn('found', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    /** Rows written per section; null until applied. */
    .addColumn('applied', 'jsonb')
    .addColumn('warnings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull().check(sql`outcome in ('read', 'applied', 'failed')`))
    /** The reading error's message key (outcome 'failed'). */
    .addColumn('error_key', 'varchar(100)')
    /** What was extracted: { lines, proposal } (null when reading failed). */
    .addColumn('extraction', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('applied_at', 'timestamptz')
    .addColumn('applied_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .execute();
  // The logs' period and default order (newest first, then id); the people's own imports.
  await sql`create index cv_import_created_at on cv_import (created_at desc, id desc)`.execute(db);
  await db.schema.createIndex('cv_import_person').on('cv_import').column('person_id').execute();
  await db.schema.createIndex('cv_import_by_person').on('cv_import').column('by_person_id').execute();

  await db.schema
    .alterTable('user_file')
    .addColumn('cv_import_id', 'integer', (c) => c.references('cv_import.id').onDelete('cascade'))
    .execute();
  await sql`create unique index user_file_cv_import on user_file (cv_import_id) where cv_import_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_file_cv_import').ifExists().execute();
  await db.schema.alterTable('user_file').dropColumn('cv_import_id').execute();
  await db.schema.dropTable('cv_import').ifExists().execute();
}
