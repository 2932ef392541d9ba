/**
 * The exchanges screen's list (administrators: every outbox message) on the lists' layer: the shared definition's
 * filters, sort and paging; a page's ids read first and counted apart (db/list-query `pageOfIds`), then their rows
 * with the names of the person concerned and of the author.
 */
import { sql, type Kysely } from 'kysely';
import type { ListQuery } from '@my-skills/shared/lists';
import { exchangesList } from '@my-skills/shared/schemas/exchanges';
import type { Database } from '../../db/schema';
import type { OutboxMessageView } from '../../integrations/outbox/outbox.repository';
import {
  idsInOrder,
  listOrder,
  listPage,
  listWhere,
  pageOfIds,
  type CountedPage,
  type ListColumnsSql,
} from '../../db/list-query';

export type ExchangeRow = OutboxMessageView;

const personName = (alias: 'p' | 'c') =>
  sql`(case when ${sql.ref(`${alias}.id`)} is null then null
    else ${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)} end)`;

/** Each column as SQL over `m` (the message), `p` (the person concerned) and `c` (the author). */
const columns: ListColumnsSql<typeof exchangesList.columns> = {
  id: sql`m.id`,
  state: sql`m.state`,
  kind: sql`m.kind`,
  objectType: sql`m.object_type`,
  objectId: sql`m.object_id`,
  personName: personName('p'),
  createdByName: personName('c'),
  attempts: sql`m.attempts`,
  lastErrorCode: sql`m.last_error_code`,
  createdAt: sql`m.created_at`,
  // As the screen shows it: when a pending message is due, when a processing one's claim expires.
  nextAttemptAt: sql`(case m.state when 'pending' then m.next_attempt_at when 'processing' then m.lease_expires_at end)`,
  sentAt: sql`m.sent_at`,
};

const searchFields = [
  personName('p'),
  personName('c'),
  sql`m.kind`,
  sql`m.last_error_code`,
  sql`m.last_error_detail`,
  sql`m.batch_id`,
];

const from = sql`outbox_message m left join person p on p.id = m.person_id left join person c on c.id = m.created_by`;

/** The columns of a message's row (`m`, `p`, `c`). */
const rowColumns = sql`m.id, m.kind, m.state, m.object_type as "objectType", m.object_id as "objectId",
  m.person_id as "personId", m.created_by as "createdBy", m.batch_id as "batchId",
  m.idempotency_key as "idempotencyKey", m.attempts, m.max_attempts as "maxAttempts",
  m.next_attempt_at as "nextAttemptAt", m.lease_expires_at as "leaseExpiresAt",
  m.last_error_status as "lastErrorStatus", m.last_error_code as "lastErrorCode",
  m.last_error_detail as "lastErrorDetail", m.created_at as "createdAt", m.updated_at as "updatedAt",
  m.sent_at as "sentAt", ${columns.personName} as "personName", ${columns.createdByName} as "createdByName"`;

export function createExchangesRepository(db: Kysely<Database>) {
  const where = (query: Omit<ListQuery, 'page' | 'pageSize'>) => listWhere(exchangesList, columns, query, searchFields);
  // Newest first by default: the tiebreak follows the chosen direction so that equal times keep the id's order.
  const order = (query: Omit<ListQuery, 'page' | 'pageSize'>) =>
    listOrder(exchangesList, columns, query, query.order === 'desc' ? sql`m.id desc` : sql`m.id asc`);

  return {
    /**
     * One page of the list and how many messages match: the page's ids first (by index for the default order),
     * counted apart (up to LIST_COUNT_CAP past the page), then their rows.
     */
    async page(query: ListQuery): Promise<CountedPage<ExchangeRow>> {
      const { rows: ids, ...counted } = await pageOfIds(db, query, {
        from: sql`from ${from} where ${where(query)}`,
        key: sql`m.id`,
        order: order(query),
      });
      if (ids.length === 0) return { rows: [], ...counted };
      const { rows } = await sql<ExchangeRow>`select ${rowColumns}
        from ${idsInOrder(ids)} join outbox_message m on m.id = s.id
          left join person p on p.id = m.person_id left join person c on c.id = m.created_by
        order by s.n`.execute(db);
      return { rows, ...counted };
    },
    /** One batch of an export (no count). */
    async exportPage(query: Omit<ListQuery, 'page' | 'pageSize'>, pageNo: number, pageSize: number) {
      const { rows } = await sql<ExchangeRow>`select ${rowColumns} from ${from}
        where ${where(query)} order by ${order(query)} ${listPage({ page: pageNo, pageSize })}`.execute(db);
      return rows;
    },
    async count(query: Omit<ListQuery, 'page' | 'pageSize'>) {
      const { rows } = await sql<{ total: number }>`
        select count(*)::int as total from ${from} where ${where(query)}`.execute(db);
      return rows[0]?.total ?? 0;
    },
  };
}
export type ExchangesRepository = ReturnType<typeof createExchangesRepository>;
