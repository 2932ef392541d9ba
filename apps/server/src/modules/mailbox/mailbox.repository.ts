import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import type { MailStore } from '../../integrations/mail/mailer';

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

/** The local mailbox: e-mails kept in the database when no SMTP server is configured. */
export function createMailboxRepository(db: Kysely<Database>) {
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
    async list({ to, limit, offset }: { to?: string; limit: number; offset: number }) {
      let q = db.selectFrom('mailbox').select(summary);
      let count = db.selectFrom('mailbox').select((eb) => eb.fn.countAll<number>().as('n'));
      if (to) {
        const pattern = containsPattern(to.toLowerCase());
        q = q.where(sql`lower(to_address)`, 'like', pattern);
        count = count.where(sql`lower(to_address)`, 'like', pattern);
      }
      const [items, total] = await Promise.all([
        q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        count.executeTakeFirstOrThrow().then((r) => Number(r.n)),
      ]);
      return { items, total };
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
