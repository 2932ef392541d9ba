/**
 * Gaps → training suggestions (issue 22 §2): the catalogue of trainings and certifications linked to catalogue skills
 * (and to business-manager skill lines) with the level each brings a person to; the target levels managers set for a
 * person's skill; the skills the staffing search was asked for (the demand of the last 90 days); on a training wish,
 * the catalogue entry it came from and the skill gap it addresses.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('training_catalogue')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    /** TRAINING_TYPES: 1 certification, 2 training. */
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (1, 2)`))
    .addColumn('title_fr', 'varchar(255)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(255)', (c) => c.notNull())
    .addColumn('organism', 'varchar(255)', (c) => c.notNull())
    .addColumn('duration_hours', 'integer', (c) => c.notNull().check(sql`duration_hours between 1 and 10000`))
    /** Cost excluding tax, in euros. */
    .addColumn('cost_excl_tax', sql`numeric(10,2)`, (c) => c.notNull().check(sql`cost_excl_tax >= 0`))
    /** TRAINING_SCHEMES. */
    .addColumn('scheme', 'smallint')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index training_catalogue_title on training_catalogue (lower(title_fr), lower(organism))`.execute(
    db,
  );

  /** The catalogue skills an entry covers, with the level (1–4, the evaluation's scale) it brings a person to. */
  await db.schema
    .createTable('training_catalogue_skill')
    .addColumn('id_entry', 'integer', (c) => c.notNull().references('training_catalogue.id').onDelete('cascade'))
    .addColumn('id_skill', 'integer', (c) => c.notNull().references('skill.id').onDelete('cascade'))
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 4`))
    .addPrimaryKeyConstraint('training_catalogue_skill_pk', ['id_entry', 'id_skill'])
    .execute();
  await db.schema
    .createIndex('training_catalogue_skill_skill')
    .on('training_catalogue_skill')
    .column('id_skill')
    .execute();

  /** The business-manager skill lines an entry covers (the business-manager review's gaps). */
  await db.schema
    .createTable('training_catalogue_line')
    .addColumn('id_entry', 'integer', (c) => c.notNull().references('training_catalogue.id').onDelete('cascade'))
    .addColumn('id_line', 'integer', (c) =>
      c.notNull().references('business_manager_skill_line.id').onDelete('cascade'),
    )
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 4`))
    .addPrimaryKeyConstraint('training_catalogue_line_pk', ['id_entry', 'id_line'])
    .execute();

  /** A manager's target level for a skill of a person (one per person and skill; the person's data). */
  await db.schema
    .createTable('skill_target')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('id_skill', 'integer', (c) => c.notNull().references('skill.id').onDelete('cascade'))
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 4`))
    .addColumn('set_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('set_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('skill_target_pk', ['person_id', 'id_skill'])
    .execute();

  /** One row per skill criterion of a staffing search (first page only): the demand. */
  await db.schema
    .createTable('skill_demand')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('id_skill', 'integer', (c) => c.notNull().references('skill.id').onDelete('cascade'))
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 4`))
    .addColumn('asked_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('asked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('skill_demand_asked_at').on('skill_demand').columns(['asked_at', 'id_skill']).execute();

  await db.schema
    .alterTable('training_wish')
    .addColumn('catalogue_entry_id', 'integer', (c) => c.references('training_catalogue.id').onDelete('set null'))
    .addColumn('gap_skill_id', 'integer', (c) => c.references('skill.id').onDelete('set null'))
    .addColumn('gap_line_id', 'integer', (c) => c.references('business_manager_skill_line.id').onDelete('set null'))
    .addColumn('gap_level_from', 'smallint', (c) => c.check(sql`gap_level_from between 0 and 4`))
    .addColumn('gap_level_to', 'smallint', (c) => c.check(sql`gap_level_to between 1 and 4`))
    .execute();
  await sql`create index training_wish_gap_skill on training_wish (gap_skill_id) where gap_skill_id is not null`.execute(
    db,
  );
  await sql`create index training_wish_catalogue_entry on training_wish (catalogue_entry_id)
    where catalogue_entry_id is not null`.execute(db);
  // Older wishes name no entry: colleagues' successes find them by title (lower-cased, as the catalogue's).
  await sql`create index training_wish_title on training_wish (lower(title))
    where catalogue_entry_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists training_wish_gap_skill`.execute(db);
  await sql`drop index if exists training_wish_catalogue_entry`.execute(db);
  await sql`drop index if exists training_wish_title`.execute(db);
  let alter = db.schema.alterTable('training_wish').dropColumn('catalogue_entry_id');
  for (const c of ['gap_skill_id', 'gap_line_id', 'gap_level_from', 'gap_level_to']) alter = alter.dropColumn(c);
  await alter.execute();
  for (const t of ['skill_demand', 'skill_target', 'training_catalogue_line', 'training_catalogue_skill'])
    await db.schema.dropTable(t).ifExists().execute();
  await db.schema.dropTable('training_catalogue').ifExists().execute();
}
