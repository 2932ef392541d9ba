/**
 * Issue 22 §4: client-ready CVs (decision 022).
 *
 * - confidential_client: the administrators' list of clients whose names never leave the group; a client CV shows
 *   the sector description (French and English) instead. `name_key` is the name folded (lower case, no accents, one
 *   space): unique, and what an experience's client is matched against (whole words).
 * - client_cv_hidden_client: the clients a person asked to hide in their client CVs, with the sector description
 *   they chose (French and English, at least one). Keyed by the person and the client's folded name, not by an
 *   experience row: experiences are copied into every new version and differ between the French and English files.
 * - client_cv_export: the log of client CVs produced — whose file and which version, who exported it (person and
 *   account), when, the format, language, anonymisation (initials or the exporter's reference, and the text shown),
 *   the need's SHA-256 and the skills it was filtered to (never the need's text: it is the client's). The person's
 *   rows go with the person; an exporter who leaves leaves the row (`exported_by` null).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('confidential_client')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('sector_fr', 'varchar(200)', (c) => c.notNull())
    .addColumn('sector_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('client_cv_hidden_client')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('client_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('client', 'varchar(200)', (c) => c.notNull())
    .addColumn('sector_fr', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('sector_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('client_cv_hidden_client_pk', ['person_id', 'client_key'])
    .execute();

  await db.schema
    .createTable('client_cv_export')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('dc_id', 'integer', (c) => c.references('dc.id').onDelete('set null'))
    .addColumn('dc_version', 'integer', (c) => c.notNull())
    .addColumn('id_lang', 'smallint', (c) => c.notNull().check(sql`id_lang in (1, 2)`))
    .addColumn('format', 'varchar(8)', (c) => c.notNull().check(sql`format in ('docx', 'pdf')`))
    .addColumn('anonymisation', 'varchar(16)', (c) =>
      c.notNull().check(sql`anonymisation in ('initials', 'reference')`),
    )
    /** What the CV shows instead of the name ('A. M.' or 'CV-2026-0042'). */
    .addColumn('alias', 'varchar(40)', (c) => c.notNull())
    .addColumn('need_sha256', 'char(64)')
    /** The catalogue skills the CV was filtered to, in the need's order (ids). */
    .addColumn('need_skills', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('hidden_clients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('exported_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('exported_by_account', 'integer', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('client_cv_export_person')
    .on('client_cv_export')
    .columns(['person_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('client_cv_export_exporter')
    .on('client_cv_export')
    .columns(['exported_by', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_cv_export').ifExists().execute();
  await db.schema.dropTable('client_cv_hidden_client').ifExists().execute();
  await db.schema.dropTable('confidential_client').ifExists().execute();
}
