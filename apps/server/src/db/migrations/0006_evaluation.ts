/**
 * Annual evaluation (EA/EEP): the person's evaluation dates, the evaluation criteria, one evaluation per
 * person and year with its rows (skill lines, objectives and their review, EEP languages, next-year actions,
 * training reviews), training wishes (part 2; those made from an evaluation carry its id), the status
 * history, the manager's signature, and an audit trail of reads and status changes.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // ── the person's evaluation dates and identity facts the form pre-fills ──────
  await db.schema
    .alterTable('person')
    .addColumn('birth_date', 'date')
    .addColumn('hire_date', 'date')
    /** dateEcheance: the deadline of this year's evaluation. */
    .addColumn('ea_deadline', 'date')
    .addColumn('next_ea_year', 'smallint', (c) => c.check(sql`next_ea_year between 2000 and 2100`))
    .execute();

  // ── criteria of the non-technical types (2 professional … 5 linguistic) ──────
  await db.schema
    .createTable('evaluation_criterion')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('id_type', 'smallint', (c) => c.notNull().check(sql`id_type between 2 and 5`))
    .addColumn('label_fr', 'varchar(255)', (c) => c.notNull())
    .addColumn('label_en', 'varchar(255)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  // ── the evaluations ─────────────────────────────────────────────────────────
  await db.schema
    .createTable('evaluation')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('year', 'smallint', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('id_lang', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`id_lang in (1, 2)`),
    )
    /** 1 draft, 2 submitted, 3 validated. */
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status between 1 and 3`),
    )
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
    /** cadreEntretien, bilanAnnuel, evolutionProfessionnelle: the form's blocks as the shared schemas define them. */
    .addColumn('cadre_entretien', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('bilan_annuel', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('evolution', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    /** The interview date N, also kept as a column: lists sort and filter on it. */
    .addColumn('interview_date', 'date')
    .addColumn('synthese', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cpf_hours', 'integer', (c) => c.check(sql`cpf_hours >= 0`))
    .addColumn('cpf_date', 'date')
    .addColumn('cpf_is_ok_training', 'boolean')
    .addColumn('comment_training_request', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_dc_up_to_date', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('validated_at', 'timestamptz')
    .addColumn('validated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    /** The manager's signature: who, when, and the SHA-256 of the PDF that was signed. */
    .addColumn('signed_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('signed_at', 'timestamptz')
    .addColumn('document_hash', 'char(64)')
    /** HR corrected the validated evaluation (each correction is also in the history). */
    .addColumn('corrected_by_hr', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('evaluation_person_year', ['person_id', 'year'])
    .execute();
  await db.schema.createIndex('evaluation_status_year').on('evaluation').columns(['status', 'year']).execute();

  const row = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('evaluation_id', 'integer', (c) => c.notNull().references('evaluation.id').onDelete('cascade'));

  /** Skill lines: technical ones from the skills file (id_skill), the others from a criterion or free. */
  await row('evaluation_skill')
    .addColumn('id_type', 'smallint', (c) => c.notNull().check(sql`id_type between 1 and 5`))
    .addColumn('id_criterion', 'integer', (c) => c.references('evaluation_criterion.id').onDelete('set null'))
    .addColumn('id_skill', 'integer', (c) => c.references('skill.id').onDelete('set null'))
    .addColumn('label', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('skills_file_level', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('note_consultant', 'smallint', (c) => c.check(sql`note_consultant between 0 and 4`))
    .addColumn('note_manager', 'smallint', (c) => c.check(sql`note_manager between 0 and 4`))
    .addColumn('comment_consultant', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment_manager', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('evaluation_skill_ea').on('evaluation_skill').columns(['evaluation_id', 'id']).execute();
  await sql`create unique index evaluation_skill_criterion on evaluation_skill (evaluation_id, id_criterion)
    where id_criterion is not null`.execute(db);
  await sql`create unique index evaluation_skill_skill on evaluation_skill (evaluation_id, id_skill)
    where id_skill is not null`.execute(db);

  await row('evaluation_goal')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('measure', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('due_date', 'date')
    /** This goal's review, made in the next year's evaluation. */
    .addColumn('achievement', 'smallint', (c) => c.check(sql`achievement between 1 and 4`))
    .addColumn('review_comment', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('evaluation_goal_ea').on('evaluation_goal').column('evaluation_id').execute();

  await row('evaluation_language')
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('id_language_level', 'smallint', (c) => c.notNull().references('language_level.id'))
    .execute();
  await db.schema.createIndex('evaluation_language_ea').on('evaluation_language').column('evaluation_id').execute();

  await row('evaluation_other_action')
    .addColumn('action_type', 'text', (c) => c.notNull())
    .addColumn('motivation_justification', 'text', (c) => c.notNull())
    .addColumn('implementation_systems', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('evaluation_other_action_ea')
    .on('evaluation_other_action')
    .column('evaluation_id')
    .execute();

  await row('evaluation_training_review')
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('date', 'date')
    .addColumn('evaluation', 'smallint', (c) => c.check(sql`evaluation between 1 and 4`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('evaluation_training_review_ea')
    .on('evaluation_training_review')
    .column('evaluation_id')
    .execute();

  await row('evaluation_status_history')
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('evaluation_status_history_ea')
    .on('evaluation_status_history')
    .columns(['evaluation_id', 'id'])
    .execute();

  // ── training wishes (part 2); those made from an evaluation carry its id ─────
  await db.schema
    .createTable('training_wish')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('evaluation_id', 'integer', (c) => c.references('evaluation.id').onDelete('set null'))
    /** TRAINING_TYPES: 1 certification, 2 training, 3 other. */
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type between 1 and 3`))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('nature', 'smallint', (c) => c.check(sql`nature between 1 and 6`))
    .addColumn('context', 'smallint', (c) => c.check(sql`context between 1 and 8`))
    .addColumn('scheme', 'smallint', (c) => c.check(sql`scheme between 1 and 11`))
    /** TRAINING_REQUEST_ORIGINS: 1 EEP … 5 employee outside the EEP. */
    .addColumn('request_origin', 'smallint', (c) => c.notNull().check(sql`request_origin between 1 and 5`))
    /** TRAINING_STATUSES: 1 in progress, 2 processed (enrolled), 3 cancelled. */
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status between 1 and 3`),
    )
    .addColumn('organism', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('desired_date', 'date')
    .addColumn('duration_hours', 'integer', (c) => c.check(sql`duration_hours >= 0`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('training_wish_person').on('training_wish').column('person_id').execute();
  await db.schema.createIndex('training_wish_ea').on('training_wish').column('evaluation_id').execute();

  // ── audit trail: reads by someone other than the owner, and status changes ──
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('object_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('object_id', 'integer', (c) => c.notNull())
    /** The person the object belongs to. */
    .addColumn('person_id', 'integer', (c) => c.references('person.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.references('person.id').onDelete('set null'))
    /** 'read', 'submit', 'validate', 'toDraft', 'correct', 'sign', 'export'… */
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_object').on('audit_log').columns(['object_type', 'object_id', 'id']).execute();
  await db.schema.createIndex('audit_log_person').on('audit_log').columns(['person_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'audit_log',
    'training_wish',
    'evaluation_status_history',
    'evaluation_training_review',
    'evaluation_other_action',
    'evaluation_language',
    'evaluation_goal',
    'evaluation_skill',
    'evaluation',
    'evaluation_criterion',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema
    .alterTable('person')
    .dropColumn('birth_date')
    .dropColumn('hire_date')
    .dropColumn('ea_deadline')
    .dropColumn('next_ea_year')
    .execute();
}
