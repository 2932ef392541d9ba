/**
 * Issue 24 §2: the CV import logs are read newest first, as the lists sort (`created_at desc nulls last, id desc`).
 * Migration 0019's index was `created_at desc` (nulls first, PostgreSQL's default for a descending key), an order the
 * planner may not read for `nulls last`, so the page sorted every log of the period (the year's 10 000 imports at
 * 50 000 people: 26 ms) rather than read its first rows from the index.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index cv_import_created_at`.execute(db);
  await sql`create index cv_import_created_at on cv_import (created_at desc nulls last, id desc)`.execute(db);
}
