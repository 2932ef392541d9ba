/**
 * The evaluation's second pass (decision 017): what was signed is kept, the corrector is known, the entity is
 * pre-filled.
 * - `document_signature`: every signature of a document (evaluation, business-manager review…), with the very bytes
 *   that were signed and their SHA-256, so that a resend to BoondManager sends the server's own signed document and a
 *   copy can be checked against the record years later. Append-only; the document's own columns name the current one.
 * - `evaluation.corrected_by`: who corrected the validated evaluation since its last signature (HR): never its signer.
 * - `person.entity`: the company or entity a person works for (the evaluation's `society`, pre-filled).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_signature')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('signed_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sha256', 'char(64)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('document_signature_object')
    .on('document_signature')
    .columns(['object_type', 'object_id', 'id'])
    .execute();

  await db.schema
    .alterTable('evaluation')
    .addColumn('corrected_by', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .execute();
  await db.schema.alterTable('person').addColumn('entity', 'varchar(100)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('person').dropColumn('entity').execute();
  await db.schema.alterTable('evaluation').dropColumn('corrected_by').execute();
  await db.schema.dropTable('document_signature').execute();
}
