import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OutboxBacklog {
  pending: number;
  processing: number;
  /** Seconds since the oldest pending message became due; 0 when none is due. */
  oldestDueAgeSeconds: number;
}

/**
 * The outbox's backlog, read at each scrape. Each sub-query matches a partial index of migration 0002, so its cost
 * grows with the backlog, never with the sent history: `outbox_message_due (next_attempt_at, id) where state =
 * 'pending'` for the pending count and the oldest due time (its first entry), `outbox_message_lease
 * (lease_expires_at) where state = 'processing'` for the messages being delivered.
 */
export function createOutboxBacklogRepository(db: Kysely<Database>) {
  return {
    async read(): Promise<OutboxBacklog> {
      const { rows } = await sql<{ pending: string; processing: string; oldest_due_s: string | number | null }>`
        select
          (select count(*) from outbox_message where state = 'pending') as pending,
          (select count(*) from outbox_message where state = 'processing') as processing,
          (select extract(epoch from now() - min(next_attempt_at)) from outbox_message
            where state = 'pending' and next_attempt_at <= now()) as oldest_due_s`.execute(db);
      const row = rows[0];
      return {
        pending: Number(row?.pending ?? 0),
        processing: Number(row?.processing ?? 0),
        oldestDueAgeSeconds: Math.max(0, Number(row?.oldest_due_s ?? 0)),
      };
    },
  };
}
