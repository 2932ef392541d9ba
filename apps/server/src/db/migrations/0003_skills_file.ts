/**
 * Skills file (DC): the skills catalogue and its types, job profiles, language levels,
 * the bilingual, versioned files with their sections, status history, and people's attachments.
 * See docs/decisions/005-skills-file.md.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // ── catalogue ───────────────────────────────────────────────────────────────
  await db.schema
    .createTable('skill_type')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('label_fr', 'varchar(100)', (c) => c.notNull())
    .addColumn('label_en', 'varchar(100)', (c) => c.notNull())
    /** Soft skills are listed in their own section of the file. */
    .addColumn('is_soft', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('skill')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('id_skill_type', 'integer', (c) => c.notNull().references('skill_type.id'))
    /** Canonical label (what Boond and the documents show when no translation applies). */
    .addColumn('label', 'varchar(150)', (c) => c.notNull())
    .addColumn('name_fr', 'varchar(150)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(150)', (c) => c.notNull())
    .addColumn('id_boond', 'integer')
    /** A skill in use is deactivated instead of deleted: files keep pointing to it. */
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index skill_label_lower on skill (lower(label))`.execute(db);
  await sql`create index skill_name_fr_lower on skill (lower(name_fr))`.execute(db);
  await sql`create index skill_name_en_lower on skill (lower(name_en))`.execute(db);
  await db.schema.createIndex('skill_type_idx').on('skill').column('id_skill_type').execute();
  await sql`create unique index skill_id_boond on skill (id_boond) where id_boond is not null`.execute(db);

  await db.schema
    .createTable('job_profile')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name_fr', 'varchar(150)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(150)', (c) => c.notNull())
    .addColumn('description_fr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('job_profile_skill')
    .addColumn('id_profile', 'integer', (c) => c.notNull().references('job_profile.id').onDelete('cascade'))
    .addColumn('id_skill', 'integer', (c) => c.notNull().references('skill.id').onDelete('cascade'))
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 4`))
    .addPrimaryKeyConstraint('job_profile_skill_pk', ['id_profile', 'id_skill'])
    .execute();
  await db.schema.createIndex('job_profile_skill_skill').on('job_profile_skill').column('id_skill').execute();

  await db.schema
    .createTable('language_level')
    .addColumn('id', 'smallint', (c) => c.primaryKey())
    .addColumn('label_fr', 'varchar(60)', (c) => c.notNull())
    .addColumn('label_en', 'varchar(60)', (c) => c.notNull())
    .execute();

  // ── attachments ─────────────────────────────────────────────────────────────
  await db.schema
    .createTable('user_file')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    /** Detected from the content (magic bytes), never from the name. */
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0 and size <= 10485760`))
    .addColumn('sha256', 'char(64)', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_file_person').on('user_file').column('person_id').execute();

  // ── the files ───────────────────────────────────────────────────────────────
  await db.schema
    .createTable('dc')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('id_lang', 'smallint', (c) => c.notNull().check(sql`id_lang in (1, 2)`))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    /** 1 draft, 2 submitted, 3 validated, 4 archived (0 "new" is a language without a file). */
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status between 1 and 4`),
    )
    .addColumn('title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_profile', 'integer', (c) => c.references('job_profile.id').onDelete('set null'))
    /** Optimistic concurrency: every write names the row_version it read; a stale one is a 409. */
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('validated_at', 'timestamptz')
    .addColumn('validated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addUniqueConstraint('dc_person_lang_version', ['person_id', 'id_lang', 'version'])
    .execute();
  // One current (non-archived) version per person and language.
  await sql`create unique index dc_current on dc (person_id, id_lang) where status <> 4`.execute(db);
  await db.schema.createIndex('dc_status').on('dc').column('status').execute();

  const section = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('dc_id', 'integer', (c) => c.notNull().references('dc.id').onDelete('cascade'));

  await section('dc_experience')
    .addColumn('position', 'varchar(255)', (c) => c.notNull())
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('client', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('project', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('teams_methods', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tasks', 'text', (c) => c.notNull().defaultTo(''))
    .addCheckConstraint('dc_experience_period', sql`end_date is null or start_date is null or end_date >= start_date`)
    .execute();
  await db.schema.createIndex('dc_experience_dc').on('dc_experience').column('dc_id').execute();
  await db.schema
    .createTable('dc_experience_tool')
    .addColumn('id_experience', 'integer', (c) => c.notNull().references('dc_experience.id').onDelete('cascade'))
    .addColumn('id_skill', 'integer', (c) => c.notNull().references('skill.id'))
    .addPrimaryKeyConstraint('dc_experience_tool_pk', ['id_experience', 'id_skill'])
    .execute();
  await db.schema.createIndex('dc_experience_tool_skill').on('dc_experience_tool').column('id_skill').execute();

  await section('dc_education')
    .addColumn('degree', 'varchar(255)', (c) => c.notNull())
    .addColumn('school', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('year', 'smallint', (c) => c.check(sql`year between 1950 and 2100`))
    .addColumn('mention', 'smallint', (c) => c.check(sql`mention between 1 and 4`))
    .addColumn('id_file', 'integer', (c) => c.references('user_file.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('dc_education_dc').on('dc_education').column('dc_id').execute();

  await section('dc_language')
    /** ISO 639-1 code (shared LANGUAGE_LIST). */
    .addColumn('language_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('id_level', 'smallint', (c) => c.notNull().references('language_level.id'))
    .addUniqueConstraint('dc_language_unique', ['dc_id', 'language_code'])
    .execute();

  await section('dc_certification')
    .addColumn('kind', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('certification')
        .check(sql`kind in ('certification', 'test')`),
    )
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('organism', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('obtained_date', 'date')
    .addColumn('expiry_date', 'date')
    .addColumn('score', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('id_file', 'integer', (c) => c.references('user_file.id').onDelete('set null'))
    .addCheckConstraint(
      'dc_certification_period',
      sql`expiry_date is null or obtained_date is null or expiry_date >= obtained_date`,
    )
    .execute();
  await db.schema.createIndex('dc_certification_dc').on('dc_certification').column('dc_id').execute();
  await db.schema
    .createTable('dc_certification_skill')
    .addColumn('id_certification', 'integer', (c) => c.notNull().references('dc_certification.id').onDelete('cascade'))
    .addColumn('id_skill', 'integer', (c) => c.notNull().references('skill.id'))
    .addPrimaryKeyConstraint('dc_certification_skill_pk', ['id_certification', 'id_skill'])
    .execute();
  await db.schema.createIndex('dc_certification_skill_skill').on('dc_certification_skill').column('id_skill').execute();

  await section('dc_project')
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .execute();
  await db.schema.createIndex('dc_project_dc').on('dc_project').column('dc_id').execute();

  /** Catalogue skills of a file, hard and soft (the skill's type tells), rated 1–4. */
  await section('dc_skill')
    .addColumn('id_skill', 'integer', (c) => c.notNull().references('skill.id'))
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 4`))
    .addUniqueConstraint('dc_skill_unique', ['dc_id', 'id_skill'])
    .execute();
  await db.schema.createIndex('dc_skill_skill').on('dc_skill').column('id_skill').execute();

  /** Free-entry skills, by type; promoted or merged into the catalogue by administrators. */
  await section('dc_other_skill')
    .addColumn('id_skill_type', 'integer', (c) => c.notNull().references('skill_type.id'))
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`level between 1 and 4`),
    )
    .execute();
  await sql`create unique index dc_other_skill_unique on dc_other_skill (dc_id, id_skill_type, lower(name))`.execute(
    db,
  );
  await sql`create index dc_other_skill_name on dc_other_skill (lower(name))`.execute(db);

  await section('dc_status_history')
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('dc_status_history_dc').on('dc_status_history').columns(['dc_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'dc_status_history',
    'dc_other_skill',
    'dc_skill',
    'dc_project',
    'dc_certification_skill',
    'dc_certification',
    'dc_language',
    'dc_education',
    'dc_experience_tool',
    'dc_experience',
    'dc',
    'user_file',
    'language_level',
    'job_profile_skill',
    'job_profile',
    'skill',
    'skill_type',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
