import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('country')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'varchar(2)', (c) => c.notNull().unique())
    .addColumn('name_fr', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('person')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('reference', 'varchar(50)', (c) => c.unique())
    .addColumn('boond_profile', 'varchar(50)')
    .addColumn('id_role_internal', 'smallint', (c) => c.check(sql`id_role_internal in (1, 2)`))
    .addColumn('manager_id', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('id_lang', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`id_lang in (1, 2)`),
    )
    .addColumn('id_boond', 'integer')
    .addColumn('country_id', 'integer', (c) => c.references('country.id'))
    .addColumn('last_account_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('person_not_own_manager', sql`manager_id is null or manager_id <> id`)
    .execute();
  await sql`create unique index person_email_lower on person (lower(email))`.execute(db);
  await db.schema.createIndex('person_manager').on('person').column('manager_id').execute();
  await sql`create index person_names_lower on person (lower(last_name), lower(first_name))`.execute(db);

  await db.schema
    .createTable('account')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('role_id', 'smallint', (c) => c.notNull().check(sql`role_id between 0 and 8`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('account_person_role', ['person_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'char(64)', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('auth_method', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_expires').on('session').column('expires_at').execute();
  await db.schema.createIndex('session_person').on('session').column('person_id').execute();

  await db.schema
    .createTable('role_internal_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('changed_by_person_id', 'integer', (c) => c.notNull().references('person.id'))
    .addColumn('old_id_role_internal', 'smallint')
    .addColumn('new_id_role_internal', 'smallint')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('role_internal_audit_person').on('role_internal_audit').column('person_id').execute();

  // Sessions are cached in each app process; these notifications tell every process which person's
  // identity (roles, accounts, internal role, language, sessions) changed, whoever changed it.
  await sql`
    create function notify_identity_changed() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'person' then
        perform pg_notify('identity_changed', coalesce(new.id, old.id)::text);
      else
        perform pg_notify('identity_changed', coalesce(new.person_id, old.person_id)::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger person_identity_changed after update or delete on person
    for each row execute function notify_identity_changed()`.execute(db);
  await sql`create trigger account_identity_changed after insert or update or delete on account
    for each row execute function notify_identity_changed()`.execute(db);
  await sql`create trigger session_identity_changed after update of account_id or delete on session
    for each row execute function notify_identity_changed()`.execute(db);

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['app_meta', 'role_internal_audit', 'session', 'account', 'person', 'country']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await sql`drop function if exists notify_identity_changed()`.execute(db);
}
