import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ListQuery } from '@my-skills/shared/lists';
import { mailboxList } from '@my-skills/shared/schemas/exchanges';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import type { MailStore } from '../../integrations/mail/mailer';
import { listOrder, listPage, listWhere, type ListColumnsSql } from '../../db/list-query';

const summary = [
  'id',
  'outbox_message_id as outboxMessageId',
  'template',
  'id_lang as idLang',
  'from_address as from',
  'to_address as to',
  'subject',
  'created_at as createdAt',
] as const;

export interface MailRow {
  id: number;
  outboxMessageId: number | null;
  template: string;
  idLang: number;
  from: string;
  to: string;
  subject: string;
  createdAt: Date;
  total: number;
}
/** A page's query, and `to`: part of the recipient's address (the API's helpers pass it). */
export type MailboxQuery = Omit<ListQuery, 'page' | 'pageSize'> & { to?: string };

/** Each column of the mailbox list as SQL over `b` (one e-mail). */
const columns: ListColumnsSql<typeof mailboxList.columns> = {
  createdAt: sql`b.created_at`,
  to: sql`b.to_address`,
  subject: sql`b.subject`,
  template: sql`b.template`,
  idLang: sql`b.id_lang`,
  from: sql`b.from_address`,
};
const searchFields = [sql`b.to_address`, sql`b.subject`, sql`b.template`];

const where = (query: MailboxQuery) => {
  const conditions = [listWhere(mailboxList, columns, query, searchFields)];
  if (query.to) conditions.push(sql<boolean>`lower(b.to_address) like ${containsPattern(query.to.toLowerCase())}`);
  return sql.join(conditions, sql` and `);
};

/** The local mailbox: e-mails kept in the database when no SMTP server is configured. */
export function createMailboxRepository(db: Kysely<Database>) {
  const page = async (query: MailboxQuery & { page: number; pageSize: number }, count: boolean) => {
    const total: RawBuilder<number> = count ? sql<number>`count(*) over ()::int` : sql<number>`0`;
    const tiebreak = query.order === 'desc' ? sql`b.id desc` : sql`b.id asc`;
    const { rows } = await sql<MailRow>`
      select b.id, b.outbox_message_id as "outboxMessageId", b.template, b.id_lang as "idLang",
        b.from_address as "from", b.to_address as "to", b.subject, b.created_at as "createdAt", ${total} as total
      from mailbox b
      where ${where(query)}
      order by ${listOrder(mailboxList, columns, query, tiebreak)}
      ${listPage(query)}`.execute(db);
    return rows;
  };

  const store: MailStore['store'] = async (mail, { idempotencyKey, messageId }) => {
    // Once per idempotency key: a message delivered twice is stored once.
    await db
      .insertInto('mailbox')
      .values({
        idempotency_key: idempotencyKey,
        outbox_message_id: messageId,
        template: mail.template,
        id_lang: mail.idLang,
        from_address: mail.from,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
    const row = await db
      .selectFrom('mailbox')
      .select('id')
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  return {
    store,
    /** One page of the list (filters, sort and paging of the shared definition), each row with the count. */
    page: (query: MailboxQuery & { page: number; pageSize: number }) => page(query, true),
    /** One batch of an export (no count). */
    exportPage: (query: MailboxQuery, pageNo: number, pageSize: number) =>
      page({ ...query, page: pageNo, pageSize }, false),
    async count(query: MailboxQuery) {
      const { rows } = await sql<{ total: number }>`
        select count(*)::int as total from mailbox b where ${where(query)}`.execute(db);
      return rows[0]?.total ?? 0;
    },
    findById(id: number) {
      return db
        .selectFrom('mailbox')
        .select(summary)
        .select(['text_body as text', 'html_body as html'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
export type MailboxRepository = ReturnType<typeof createMailboxRepository>;
