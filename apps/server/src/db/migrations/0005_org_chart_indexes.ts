/**
 * Indexes of the org chart's lists (docs/decisions/012-document-kernel-and-org-chart.md): the files to validate
 * of a manager's chain are found by person among the submitted files only, instead of scanning every submitted file.
 * No column changes: db/schema*.ts is unchanged.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('dc_submitted_person')
    .on('dc')
    .column('person_id')
    .where(sql.ref('status'), '=', 2)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('dc_submitted_person').ifExists().execute();
}
