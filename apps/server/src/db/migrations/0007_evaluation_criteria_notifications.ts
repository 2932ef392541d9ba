/**
 * The evaluation criteria are shown (by name) in the evaluations' cached rows of every process: their changes are
 * announced on `catalogue_changed` like the skills catalogue's (migration 0004), whoever makes them.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger evaluation_criterion_catalogue_changed
    after insert or update or delete or truncate on evaluation_criterion
    for each statement execute function notify_catalogue_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists evaluation_criterion_catalogue_changed on evaluation_criterion`.execute(db);
}
