/**
 * Issue 22 §1: a validated evaluation (or business-manager review) proposes skill levels to the skills file.
 *
 * - skills_file_proposal.kind also takes 'skillLevel' (a skill of the file whose agreed rating gives another star
 *   level) and 'skill' (a skill rated in the review and missing from the file); `subject` names what a proposal is
 *   about within its source ('' for a certification, 'skill:<id>' for a skill), so that one review's proposals are
 *   one pending row per skill: the partial unique index of pending rows now includes it.
 * - source_type is one of 'training', 'evaluation', 'eepBm' (checked).
 * - skills_file_proposal_pending: the team list's "pending proposals" flag (an `exists` per listed person) reads the
 *   pending rows of a person from this partial index alone.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('skills_file_proposal')
    .addColumn('subject', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`alter table skills_file_proposal drop constraint skills_file_proposal_kind_check`.execute(db);
  await sql`alter table skills_file_proposal add constraint skills_file_proposal_kind_check
    check (kind in ('certification', 'skillLevel', 'skill'))`.execute(db);
  await sql`alter table skills_file_proposal add constraint skills_file_proposal_source_type_check
    check (source_type in ('training', 'evaluation', 'eepBm'))`.execute(db);
  await db.schema.dropIndex('skills_file_proposal_one_pending').execute();
  await db.schema
    .createIndex('skills_file_proposal_one_pending')
    .on('skills_file_proposal')
    .columns(['person_id', 'kind', 'source_type', 'source_id', 'subject'])
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('skills_file_proposal_pending')
    .on('skills_file_proposal')
    .column('person_id')
    .where(sql.ref('state'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('skills_file_proposal_pending').execute();
  await sql`delete from skills_file_proposal where kind <> 'certification'`.execute(db);
  await db.schema.dropIndex('skills_file_proposal_one_pending').execute();
  await db.schema
    .createIndex('skills_file_proposal_one_pending')
    .on('skills_file_proposal')
    .columns(['person_id', 'kind', 'source_type', 'source_id'])
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await sql`alter table skills_file_proposal drop constraint skills_file_proposal_source_type_check`.execute(db);
  await sql`alter table skills_file_proposal drop constraint skills_file_proposal_kind_check`.execute(db);
  await sql`alter table skills_file_proposal add constraint skills_file_proposal_kind_check
    check (kind in ('certification'))`.execute(db);
  await db.schema.alterTable('skills_file_proposal').dropColumn('subject').execute();
}
