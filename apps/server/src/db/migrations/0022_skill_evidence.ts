/**
 * Issue 22 §3: the evidence behind a person's skill ratings.
 *
 * - skill_evidence: one evidence item of a person's catalogue skill (language-independent: `id_skill`): an
 *   experience that used it, a certification covering it, a training followed. The item keeps its identifying facts
 *   (label, detail, dates) copied from its source, and a `source_key` that survives new versions of the skills file
 *   (dc_experience and dc_certification ids change with each version): an experience is its client, project and
 *   start date; a certification its name and organism (lower-cased, trimmed); a training its wish's id. Proposed by a
 *   refresh from the person's latest skills file and trainings, confirmed or rejected by the owner; only confirmed
 *   items count. `current`: the last refresh still found its source (a decided item whose source went stays, shown
 *   as such; a proposed one goes). One row per (person, skill, kind, source key).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('skill_evidence')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('id_skill', 'integer', (c) => c.notNull().references('skill.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('experience', 'certification', 'training')`),
    )
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    /** The skills file the facts were last read from (its version then). */
    .addColumn('dc_id', 'integer', (c) => c.references('dc.id').onDelete('set null'))
    .addColumn('training_wish_id', 'integer', (c) => c.references('training_wish.id').onDelete('cascade'))
    .addColumn('state', 'varchar(16)', (c) =>
      c
        .notNull()
        .defaultTo('proposed')
        .check(sql`state in ('proposed', 'confirmed', 'rejected')`),
    )
    .addColumn('current', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('decided_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('skill_evidence_once', ['person_id', 'id_skill', 'kind', 'source_key'])
    .execute();
  await db.schema.createIndex('skill_evidence_wish').on('skill_evidence').column('training_wish_id').execute();
  await db.schema.createIndex('skill_evidence_dc').on('skill_evidence').column('dc_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('skill_evidence').execute();
}
