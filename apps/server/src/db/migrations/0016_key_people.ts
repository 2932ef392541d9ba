/**
 * Key people (issue 20 §1): the group's brands (a mission's brand), and the key-people record of a person — a document
 * of the kernel (decision 012) whose id is the person's id — with its missions, positions, skill rates (Boond's tool
 * levels 0–5, `high` for the skills that make the person key) and status history. Categories are a smallint[] of the
 * ids 1–4 of KEY_PEOPLE_CATEGORIES (a person may have several; "has category X" is `categories @> '{X}'`, one GIN
 * index). The brands are seeded here (reference data every database needs).
 */
import { sql, type Kysely } from 'kysely';

export const SEEDED_BRANDS = [
  'Astek',
  'Astek Digital',
  'Astek Industrie',
  'Astek Nord',
  'Astek Sud-Ouest',
  'Astek Canada',
  'Astek Deutschland',
  'Astek Mauritius',
  'Groupe Astek Conseil',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`insert into brand (name) values ${sql.join(SEEDED_BRANDS.map((name) => sql`(${name})`))}`.execute(db);

  await db.schema
    .createTable('key_people')
    // The person's id: the record is named by its person in every call (KeyPeople?idUser, Boond/rates id).
    .addColumn('id', 'integer', (c) => c.primaryKey().references('person.id').onDelete('cascade'))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status in (1, 2)`),
    )
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('categories', sql`smallint[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'`)
        .check(sql`categories <@ '{1,2,3,4}'::smallint[]`),
    )
    .addColumn('kpt_eval_capacity', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kpt_tech_contributor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kpt_architect_capacity', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kpt_recruit_quality', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kpt_conception_training', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kpt_pre_sale', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kpt_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kpmission_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kpmission_rsi_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kphpo_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index key_people_categories on key_people using gin (categories)`.execute(db);
  await db.schema.createIndex('key_people_status').on('key_people').columns(['status', 'id']).execute();

  await db.schema
    .createTable('key_people_mission')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key_people_id', 'integer', (c) => c.notNull().references('key_people.id').onDelete('cascade'))
    .addColumn('client', 'varchar(255)', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.references('brand.id'))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('role', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addCheckConstraint(
      'key_people_mission_dates',
      sql`end_date is null or start_date is null or end_date >= start_date`,
    )
    .execute();
  await db.schema
    .createIndex('key_people_mission_record')
    .on('key_people_mission')
    .columns(['key_people_id', 'start_date'])
    .execute();

  await db.schema
    .createTable('key_people_position')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key_people_id', 'integer', (c) => c.notNull().references('key_people.id').onDelete('cascade'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addCheckConstraint(
      'key_people_position_dates',
      sql`end_date is null or start_date is null or end_date >= start_date`,
    )
    .execute();
  await db.schema.createIndex('key_people_position_record').on('key_people_position').column('key_people_id').execute();

  await db.schema
    .createTable('key_people_skill')
    .addColumn('key_people_id', 'integer', (c) => c.notNull().references('key_people.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skill.id'))
    .addColumn('rate', 'smallint', (c) => c.notNull().check(sql`rate between 0 and 5`))
    .addColumn('high', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('key_people_skill_pk', ['key_people_id', 'skill_id'])
    .execute();

  await db.schema
    .createTable('key_people_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key_people_id', 'integer', (c) => c.notNull().references('key_people.id').onDelete('cascade'))
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('key_people_history_record')
    .on('key_people_history')
    .columns(['key_people_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('key_people_history').execute();
  await db.schema.dropTable('key_people_skill').execute();
  await db.schema.dropTable('key_people_position').execute();
  await db.schema.dropTable('key_people_mission').execute();
  await db.schema.dropTable('key_people').execute();
  await db.schema.dropTable('brand').execute();
}
