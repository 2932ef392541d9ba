/**
 * Transactional outbox (messages to BoondManager and e-mails), their delivery attempts,
 * and the local mailbox that keeps e-mails when no SMTP server is configured.
 * See docs/decisions/003-outbox-and-mail.md.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_message')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(50)', (c) => c.notNull())
    /** Sent to the receiver (X-Idempotency-Key, Message-ID): the same key is applied once. */
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull().unique())
    /** Messages enqueued in the same transaction share a batch: "resend" replays the last batch of an object. */
    .addColumn('batch_id', 'uuid', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    /** Binary content of a document (bytea), kept out of the JSON payload. */
    .addColumn('attachment', 'bytea')
    .addColumn('state', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'processing', 'sent', 'failed', 'cancelled')`),
    )
    .addColumn('object_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('object_id', 'integer')
    .addColumn('person_id', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('attempts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`attempts >= 0`),
    )
    .addColumn('max_attempts', 'integer', (c) => c.notNull().check(sql`max_attempts >= 1`))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    /** While processing: the claim (who, until when, with which token). An expired lease is claimed again. */
    .addColumn('claimed_by', 'varchar(120)')
    .addColumn('claim_token', 'uuid')
    .addColumn('lease_expires_at', 'timestamptz')
    .addColumn('last_error_status', 'integer')
    .addColumn('last_error_code', 'varchar(50)')
    .addColumn('last_error_detail', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('cancelled_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addCheckConstraint(
      'outbox_message_lease',
      sql`state <> 'processing' or (claim_token is not null and lease_expires_at is not null)`,
    )
    .execute();
  // The relay's claim: due pending rows and expired leases, oldest first.
  await sql`create index outbox_message_due on outbox_message (next_attempt_at, id) where state = 'pending'`.execute(
    db,
  );
  await sql`create index outbox_message_lease on outbox_message (lease_expires_at) where state = 'processing'`.execute(
    db,
  );
  await db.schema
    .createIndex('outbox_message_object')
    .on('outbox_message')
    .columns(['object_type', 'object_id', 'id'])
    .execute();
  await db.schema.createIndex('outbox_message_person').on('outbox_message').column('person_id').execute();
  await db.schema.createIndex('outbox_message_created').on('outbox_message').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('outbox_message_batch').on('outbox_message').column('batch_id').execute();

  await db.schema
    .createTable('outbox_attempt')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('message_id', 'integer', (c) => c.notNull().references('outbox_message.id').onDelete('cascade'))
    .addColumn('attempt_no', 'integer', (c) => c.notNull())
    .addColumn('worker', 'varchar(120)', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)', (c) =>
      c.notNull().check(sql`outcome in ('sent', 'retry', 'failed', 'abandoned')`),
    )
    .addColumn('error_status', 'integer')
    .addColumn('error_code', 'varchar(50)')
    .addColumn('error_detail', 'text')
    .execute();
  await db.schema.createIndex('outbox_attempt_message').on('outbox_attempt').columns(['message_id', 'id']).execute();

  await db.schema
    .createTable('mailbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    /** The outbox message's idempotency key: a message delivered twice is stored once. */
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('outbox_message_id', 'integer', (c) => c.references('outbox_message.id').onDelete('set null'))
    .addColumn('template', 'varchar(50)', (c) => c.notNull())
    .addColumn('id_lang', 'smallint', (c) => c.notNull().check(sql`id_lang in (1, 2)`))
    .addColumn('from_address', 'varchar(320)', (c) => c.notNull())
    .addColumn('to_address', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mailbox_created').on('mailbox').columns(['created_at', 'id']).execute();
  await sql`create index mailbox_to_lower on mailbox (lower(to_address))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['mailbox', 'outbox_attempt', 'outbox_message']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
