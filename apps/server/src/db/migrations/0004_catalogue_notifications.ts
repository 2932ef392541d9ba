/**
 * Catalogue change notifications: every app process keeps in-memory copies built from the catalogue (the search
 * index of skills-catalogue, the sections of skills files, which show skill and type names and language levels).
 * These triggers tell every process listening on `catalogue_changed` that one of those tables changed, whoever
 * changed it (an app process, the reference-data seed, a manual fix). The payload is the table's name.
 * Statement-level: one notification per statement, and PostgreSQL folds identical ones of a transaction.
 * Job profiles are not cached in memory (read on each call): they need no notification.
 * See docs/decisions/010-several-processes.md.
 */
import { sql, type Kysely } from 'kysely';

const CATALOGUE_NOTIFIED_TABLES = ['skill', 'skill_type', 'language_level'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_catalogue_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalogue_changed', tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of CATALOGUE_NOTIFIED_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_catalogue_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_catalogue_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOGUE_NOTIFIED_TABLES) {
    await sql`drop trigger if exists ${sql.raw(`${table}_catalogue_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists notify_catalogue_changed()`.execute(db);
}
