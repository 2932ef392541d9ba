/**
 * Aliases of catalogue skills (issue 19 §3): other spellings a client's need may use ("K8s" for Kubernetes, "JS" for
 * JavaScript), recognised by the staffing search's need box and found by the catalogue's search.
 *
 * A table rather than a `text[]` column of skill: one unique index on lower(alias) keeps an alias to one skill across
 * the whole catalogue (an array column cannot be indexed that way), deleting a skill deletes its aliases, and the
 * catalogue reads them with one join. That an alias is not another skill's label or name is checked by the catalogue's
 * service (a constraint cannot see the other table). Changes notify `catalogue_changed` like the skill table
 * (migration 0004), so every process's in-memory copy of the catalogue follows.
 */
import { sql, type Kysely } from 'kysely';

const SKILL_ALIAS_MAX = 60;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('skill_alias')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('id_skill', 'integer', (c) => c.notNull().references('skill.id').onDelete('cascade'))
    .addColumn('alias', 'text', (c) =>
      c.notNull().check(sql`char_length(alias) between 1 and ${sql.lit(SKILL_ALIAS_MAX)} and alias = btrim(alias)`),
    )
    .execute();
  await db.schema
    .createIndex('skill_alias_lower_alias')
    .on('skill_alias')
    .unique()
    .expression(sql`lower(alias)`)
    .execute();
  await db.schema.createIndex('skill_alias_skill').on('skill_alias').column('id_skill').execute();
  await sql`create trigger skill_alias_catalogue_changed
    after insert or update or delete or truncate on skill_alias
    for each statement execute function notify_catalogue_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists skill_alias_catalogue_changed on skill_alias`.execute(db);
  await db.schema.dropTable('skill_alias').execute();
}
