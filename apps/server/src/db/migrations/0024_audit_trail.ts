/**
 * Issue 23 §1: one audit trail (decision 023).
 *
 * audit_entry replaces audit_log (document reads, status changes, signatures, exports) and role_internal_audit
 * (internal role changes): one append-only table written by one writer (lib/audit), each entry chained to the
 * previous one by its hash (lib/audit/audit-chain.ts). The rows of both former tables are carried over in time
 * order, chained as they are copied.
 *
 * - Persons are named by id without a foreign key: an erased person's entries stay, and once the person's row is
 *   gone the id is a pseudonymous reference (the erasure's own entry names the same id).
 * - Append-only: a trigger refuses every update, delete and truncate (changing the trail means disabling it,
 *   which the chain's verification then shows).
 */
import { sql, type Kysely } from 'kysely';
import { chainHash, GENESIS_HASH, type ChainedEntry } from '../../lib/audit/audit-chain';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_entry')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    /** Who acted: the person and the account they were signed in with (null: the system, e.g. a job). */
    .addColumn('actor_person_id', 'integer')
    .addColumn('actor_account_id', 'integer')
    /** What: 'read', 'submit', 'validate', 'export', 'signIn', 'roleInternal', 'erase'… */
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    /** On what: 'dc', 'ea', 'eepBm', 'keyPeople', 'trainingWish', 'account', 'person', 'audit'… */
    .addColumn('object_type', 'varchar(30)')
    .addColumn('object_id', 'integer')
    /** Whose data. */
    .addColumn('subject_person_id', 'integer')
    /** 'ok', 'denied' or 'failed'. */
    .addColumn('result', 'varchar(12)', (c) => c.notNull().defaultTo('ok'))
    .addColumn('detail', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    /** From where: the caller's address and user agent ('' for the system). */
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('hash', 'char(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_entry_subject').on('audit_entry').columns(['subject_person_id', 'at']).execute();
  await db.schema.createIndex('audit_entry_actor').on('audit_entry').columns(['actor_person_id', 'at']).execute();
  await db.schema.createIndex('audit_entry_action').on('audit_entry').columns(['action', 'at']).execute();
  await db.schema.createIndex('audit_entry_at').on('audit_entry').column('at').execute();
  await db.schema
    .createIndex('audit_entry_object')
    .on('audit_entry')
    .columns(['object_type', 'object_id', 'id'])
    .execute();

  // Carry both former trails over, in time order, chained.
  const { rows } = await sql<Omit<ChainedEntry, 'ip' | 'userAgent' | 'result'>>`
    select at, actor_person_id as "actorPersonId", null::int as "actorAccountId", action, object_type as "objectType",
      object_id as "objectId", subject_person_id as "subjectPersonId", detail from (
      select date_trunc('milliseconds', at) as at, actor_id as actor_person_id, action, object_type, object_id,
        person_id as subject_person_id, detail, 0 as source, id from audit_log
      union all
      select date_trunc('milliseconds', changed_at), changed_by_person_id, 'roleInternal', 'person', person_id,
        person_id, json_build_object('old', old_id_role_internal, 'new', new_id_role_internal)::text, 1, id
      from role_internal_audit) x
    order by at, source, id`.execute(db);
  let previous = GENESIS_HASH;
  for (const row of rows) {
    const entry: ChainedEntry = { ...row, result: 'ok', ip: '', userAgent: '' };
    previous = chainHash(previous, entry);
    await sql`insert into audit_entry (at, actor_person_id, actor_account_id, action, object_type, object_id,
        subject_person_id, result, detail, ip, user_agent, hash)
      values (${entry.at}, ${entry.actorPersonId}, null, ${entry.action}, ${entry.objectType}, ${entry.objectId},
        ${entry.subjectPersonId}, 'ok', ${entry.detail}, '', '', ${previous})`.execute(db);
  }
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('role_internal_audit').execute();

  await sql`create function audit_entry_append_only() returns trigger language plpgsql as $$
    begin raise exception 'audit_entry is append-only'; end $$`.execute(db);
  await sql`create trigger audit_entry_no_change before update or delete on audit_entry
    for each row execute function audit_entry_append_only()`.execute(db);
  await sql`create trigger audit_entry_no_truncate before truncate on audit_entry
    for each statement execute function audit_entry_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_entry').execute();
  await sql`drop function audit_entry_append_only()`.execute(db);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('object_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('person_id', 'integer', (c) => c.references('person.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('role_internal_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('changed_by_person_id', 'integer', (c) => c.notNull().references('person.id'))
    .addColumn('old_id_role_internal', 'smallint')
    .addColumn('new_id_role_internal', 'smallint')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
