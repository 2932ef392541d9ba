/**
 * Issue 20: what flows into a skills file from elsewhere, and the certifications' expiry alerts.
 *
 * - skills_file_proposal: a change proposed to a person's skills file (a certification obtained through a training
 *   wish now; skill levels from an evaluation later), for the owner to accept or dismiss. `payload` holds the row as
 *   it would be added (its kind's shape); `source_type`/`source_id` name the object that caused it. At most one
 *   pending proposal per (person, kind, source) (a partial unique index): proposing again replaces it.
 * - skills_file_proposal_decision: the owner's decision in each language's file (accepted into that file, or not
 *   wanted there); the proposal's `state` sums them up (pending: none yet; accepted: into some file; dismissed: set
 *   aside before any acceptance), its decided_* columns name the last decision.
 * - certification_expiry_alert: one row per e-mail batch sent before a certification expires (60 or 15 days). A
 *   certification is named by its person, its name and organism (lower-cased, trimmed: `certification_key`) and its
 *   expiry date — not by a dc_certification id, which changes with every new version of the file and differs between
 *   the French and English files. The unique key makes each (certification, threshold) alert once.
 * - job_run: a claimed run of a scheduled job (job name, run key such as the day): the process whose
 *   `insert … on conflict do nothing` adds the row does the run, the others find it claimed.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('skills_file_proposal')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull().check(sql`kind in ('certification')`))
    .addColumn('source_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'accepted', 'dismissed')`),
    )
    .addColumn('created_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    /** The file the proposal was accepted into (its version then). */
    .addColumn('decided_dc_id', 'integer', (c) => c.references('dc.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('skills_file_proposal_one_pending')
    .on('skills_file_proposal')
    .columns(['person_id', 'kind', 'source_type', 'source_id'])
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await db.schema
    .createTable('skills_file_proposal_decision')
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('skills_file_proposal.id').onDelete('cascade'))
    .addColumn('id_lang', 'smallint', (c) => c.notNull())
    .addColumn('decision', 'varchar(16)', (c) => c.notNull().check(sql`decision in ('accepted', 'dismissed')`))
    .addColumn('dc_id', 'integer', (c) => c.references('dc.id').onDelete('set null'))
    .addColumn('decided_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('skills_file_proposal_decision_pk', ['proposal_id', 'id_lang'])
    .execute();
  await db.schema
    .createIndex('skills_file_proposal_source')
    .on('skills_file_proposal')
    .columns(['source_type', 'source_id'])
    .execute();

  await db.schema
    .createTable('certification_expiry_alert')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('certification_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('organism', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'date', (c) => c.notNull())
    .addColumn('threshold', 'smallint', (c) => c.notNull().check(sql`threshold in (60, 15)`))
    /** The row of the file read when the alert was sent (the trail; the key does not depend on it). */
    .addColumn('dc_certification_id', 'integer', (c) => c.references('dc_certification.id').onDelete('set null'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('certification_expiry_alert_once', [
      'person_id',
      'certification_key',
      'expiry_date',
      'threshold',
    ])
    .execute();

  await db.schema
    .createTable('job_run')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('run_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('claimed_by', 'varchar(200)', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('job_run_pk', ['name', 'run_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_run').execute();
  await db.schema.dropTable('certification_expiry_alert').execute();
  await db.schema.dropTable('skills_file_proposal_decision').execute();
  await db.schema.dropTable('skills_file_proposal').execute();
}
