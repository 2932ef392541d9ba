/**
 * Real sign-in (docs/decisions/016-sign-in.md): Microsoft work accounts over OpenID Connect and the candidates'
 * password, captcha, single-use links and lock-out. Everything a sign-in depends on lives here, in the database,
 * so that several processes on one PostgreSQL behave as one (a lock, a used link or a used captcha is seen by all).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The provider's stable subject (Microsoft's object id, `oid`) once a person has signed in with it.
  await db.schema.alterTable('person').addColumn('oidc_subject', 'varchar(255)').execute();
  await sql`create unique index person_oidc_subject on person (oidc_subject) where oidc_subject is not null`.execute(
    db,
  );

  // A candidate's password: a memory-hard hash (argon2id, PHC string), never the password.
  await db.schema
    .createTable('credential')
    .addColumn('person_id', 'integer', (c) => c.primaryKey().references('person.id').onDelete('cascade'))
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('password_set_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Failed sign-ins, per account ('account:<personId>') and per client address ('address:<ip>').
  await db.schema
    .createTable('sign_in_failure')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_failed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();

  // First-login and reset links: the token's SHA-256 only; single use, expiring.
  await db.schema
    .createTable('password_link')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('purpose', 'varchar(10)', (c) => c.notNull().check(sql`purpose in ('first', 'reset')`))
    .addColumn('created_by', 'integer', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_link_person').on('password_link').column('person_id').execute();

  // Solved captchas, kept until they expire: a payload is accepted once.
  await db.schema
    .createTable('captcha_use')
    .addColumn('id', 'char(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_use_expires').on('captcha_use').column('expires_at').execute();

  // OpenID Connect sign-ins under way: the browser holds a random handle (cookie), the server the PKCE verifier
  // and the nonce; single use, expiring in minutes.
  await db.schema
    .createTable('oidc_pending')
    .addColumn('id', 'char(64)', (c) => c.primaryKey())
    .addColumn('state', 'varchar(128)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('return_to', 'varchar(500)')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Sessions: an absolute end besides the sliding (idle) one; the ID token, server-side, for the provider's sign-out.
  await db.schema
    .alterTable('session')
    .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now() + interval '12 hours'`))
    .execute();
  await db.schema.alterTable('session').addColumn('id_token', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('id_token').dropColumn('absolute_expires_at').execute();
  for (const table of ['oidc_pending', 'captcha_use', 'password_link', 'sign_in_failure', 'credential'])
    await db.schema.dropTable(table).ifExists().execute();
  await sql`drop index if exists person_oidc_subject`.execute(db);
  await db.schema.alterTable('person').dropColumn('oidc_subject').execute();
}
