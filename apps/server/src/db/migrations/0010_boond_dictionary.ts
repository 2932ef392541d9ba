/**
 * BoondManager as it really is (decisions 003 and 005): the tenant's dictionary, read from
 * `GET /application/dictionary` and kept here so that every process reads one copy, and the administrator's decisions
 * mapping our values (languages, levels, experience ranges, tools, action types) to the tenant's ids. Proposals are
 * computed from the dictionary when shown, never stored: a row is a person's decision. `boond_id` null means
 * "not sent" (the tenant has no equivalent). Nothing about them lives only in a process's memory.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('boond_dictionary')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'varchar(50)')
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('boond_mapping')
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('our_value', 'varchar(100)', (c) => c.notNull())
    .addColumn('our_label', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('boond_id', 'varchar(255)')
    .addColumn('updated_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('boond_mapping_pk', ['kind', 'our_value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('boond_mapping').execute();
  await db.schema.dropTable('boond_dictionary').execute();
}
