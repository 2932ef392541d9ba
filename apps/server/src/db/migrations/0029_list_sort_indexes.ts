/**
 * Issue 24 §2 (docs/decisions/024-scale-org-chart.md): the exchanges' list sorts newest first (`created_at desc nulls
 * last, id desc`, as db/list-query's `listOrder` writes a descending sort); an ascending index read backwards gives
 * `desc nulls first`, which is not that order, so the page sorted every message. These indexes give the order itself,
 * alone and after a state filter: a page reads its 25 rows.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index outbox_message_newest on outbox_message (created_at desc nulls last, id desc)`.execute(db);
  await sql`create index outbox_message_state_newest on outbox_message (state, created_at desc nulls last, id desc)`.execute(
    db,
  );
}
