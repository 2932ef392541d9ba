/**
 * The fuzz tier's view of the database (its own test copy only, never src/):
 * - a change counter: AFTER … FOR EACH STATEMENT triggers with transition tables add the number of rows each
 *   INSERT, UPDATE or DELETE touched (TRUNCATE adds one) to a one-row table, so "did this refused request
 *   commit anything?" is one read. Rolled-back statements roll their increment back too; statements that touch
 *   no row add nothing. Excluded: `session` (signing in and the sliding expiry write it on any call, even a
 *   refused one), `cv_import` (every CV import is logged, a refused reading too: issue 21 §4) and the migration
 *   bookkeeping `kysely_migration*`. The audit trail is watched for what a refused request must not write: an
 *   entry whose result is `ok`; a refused attempt recorded as `denied` or `failed` (a sign-in by a method this server
 *   does not offer, issue 23 §1) is the trail doing its job;
 * - a pool of real ids (people, skills files with their section rows, attachments, outbox messages, mailbox
 *   rows, catalogue rows) so that generated requests name existing objects of several owners.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** Tables the counter leaves out (above). */
export const EXCLUDED = (table: string) =>
  table === 'session' || table === 'cv_import' || table.startsWith('kysely_migration');

export async function installChangeCounter(db: Kysely<Database>): Promise<string[]> {
  await sql`create table fuzz_change_counter (id int primary key, n bigint not null)`.execute(db);
  await sql`insert into fuzz_change_counter values (1, 0)`.execute(db);
  await sql`create function fuzz_count_new() returns trigger language plpgsql as $$
    begin update fuzz_change_counter set n = n + (select count(*) from fuzz_new_rows) where id = 1; return null; end $$`.execute(
    db,
  );
  await sql`create function fuzz_count_old() returns trigger language plpgsql as $$
    begin update fuzz_change_counter set n = n + (select count(*) from fuzz_old_rows) where id = 1; return null; end $$`.execute(
    db,
  );
  await sql`create function fuzz_count_audit() returns trigger language plpgsql as $$
    begin update fuzz_change_counter set n = n + (select count(*) from fuzz_new_rows where result = 'ok') where id = 1;
    return null; end $$`.execute(db);
  await sql`create function fuzz_count_truncate() returns trigger language plpgsql as $$
    begin update fuzz_change_counter set n = n + 1 where id = 1; return null; end $$`.execute(db);
  const rows = await sql<{ name: string }>`select c.relname as name from pg_class c
      join pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`.execute(db);
  const watched = rows.rows.map((r) => r.name).filter((n) => !EXCLUDED(n) && n !== 'fuzz_change_counter');
  for (const table of watched) {
    const t = sql.id(table);
    const counter = table === 'audit_entry' ? sql`fuzz_count_audit` : sql`fuzz_count_new`;
    await sql`create trigger fuzz_ins after insert on ${t} referencing new table as fuzz_new_rows
      for each statement execute function ${counter}()`.execute(db);
    await sql`create trigger fuzz_upd after update on ${t} referencing new table as fuzz_new_rows
      for each statement execute function fuzz_count_new()`.execute(db);
    await sql`create trigger fuzz_del after delete on ${t} referencing old table as fuzz_old_rows
      for each statement execute function fuzz_count_old()`.execute(db);
    await sql`create trigger fuzz_trunc after truncate on ${t} for each statement execute function fuzz_count_truncate()`.execute(
      db,
    );
  }
  return watched;
}

export async function changeCount(db: Kysely<Database>): Promise<number> {
  const r = await sql<{ n: string | number }>`select n from fuzz_change_counter where id = 1`.execute(db);
  return Number(r.rows[0]?.n);
}

/**
 * One skills file with the ids of its section rows, and its owner's evaluation of this year with its rows (when there
 * is one): the coherent context of a generated request.
 */
export interface DcContext {
  dcId: number;
  personId: number;
  eaId: number | null;
  eaSkill: number[];
  goal: number[];
  eepLanguage: number[];
  otherAction: number[];
  trainingWish: number[];
  experience: number[];
  education: number[];
  language: number[];
  certification: number[];
  project: number[];
}

export interface IdPool {
  person: number[];
  dc: DcContext[];
  file: { id: number; personId: number; fileName: string }[];
  outbox: number[];
  mailbox: number[];
  skill: number[];
  skillType: number[];
  profile: number[];
  emails: string[];
  /** Names of free ("other") skills written in files, for promote / merge. */
  otherSkill: string[];
}

export async function loadPool(db: Kysely<Database>): Promise<IdPool> {
  const ids = async (table: keyof Database) =>
    (
      await db
        .selectFrom(table)
        .select('id' as never)
        .orderBy('id' as never)
        .execute()
    ).map((r) => Number((r as { id: number }).id));
  const section = async (table: 'dc_experience' | 'dc_education' | 'dc_language' | 'dc_certification' | 'dc_project') =>
    db.selectFrom(table).select(['id', 'dc_id']).orderBy('id').execute();
  const [experience, education, language, certification, project] = await Promise.all([
    section('dc_experience'),
    section('dc_education'),
    section('dc_language'),
    section('dc_certification'),
    section('dc_project'),
  ]);
  const of = (rows: { id: number; dc_id: number }[], dcId: number) =>
    rows.filter((r) => r.dc_id === dcId).map((r) => r.id);
  const dcs = await db.selectFrom('dc').select(['id', 'person_id']).orderBy('id').execute();
  const evaluations = await db
    .selectFrom('evaluation')
    .select(['id', 'person_id', 'year'])
    .orderBy('year', 'desc')
    .execute();
  const eaRows = async (
    table: 'evaluation_skill' | 'evaluation_goal' | 'evaluation_language' | 'evaluation_other_action',
  ) => db.selectFrom(table).select(['id', 'evaluation_id']).orderBy('id').execute();
  const [eaSkill, goal, eepLanguage, otherAction] = await Promise.all([
    eaRows('evaluation_skill'),
    eaRows('evaluation_goal'),
    eaRows('evaluation_language'),
    eaRows('evaluation_other_action'),
  ]);
  const wishes = await db.selectFrom('training_wish').select(['id', 'evaluation_id']).orderBy('id').execute();
  const ofEa = (rows: { id: number; evaluation_id: number | null }[], eaId: number | null) =>
    eaId === null ? [] : rows.filter((r) => r.evaluation_id === eaId).map((r) => r.id);
  const eaOf = (personId: number) => evaluations.find((e) => e.person_id === personId)?.id ?? null;
  const people = await db.selectFrom('person').select(['id', 'email']).orderBy('id').execute();
  const files = await db.selectFrom('user_file').select(['id', 'person_id', 'file_name']).orderBy('id').execute();
  return {
    person: people.map((p) => p.id),
    emails: people.map((p) => p.email),
    dc: dcs.map((d) => ({
      dcId: d.id,
      personId: d.person_id,
      eaId: eaOf(d.person_id),
      eaSkill: ofEa(eaSkill, eaOf(d.person_id)),
      goal: ofEa(goal, eaOf(d.person_id)),
      eepLanguage: ofEa(eepLanguage, eaOf(d.person_id)),
      otherAction: ofEa(otherAction, eaOf(d.person_id)),
      trainingWish: ofEa(wishes, eaOf(d.person_id)),
      experience: of(experience, d.id),
      education: of(education, d.id),
      language: of(language, d.id),
      certification: of(certification, d.id),
      project: of(project, d.id),
    })),
    file: files.map((f) => ({ id: f.id, personId: f.person_id, fileName: f.file_name })),
    outbox: await ids('outbox_message'),
    mailbox: await ids('mailbox'),
    skill: await ids('skill'),
    skillType: await ids('skill_type'),
    profile: await ids('job_profile'),
    otherSkill: [
      ...new Set((await db.selectFrom('dc_other_skill').select('name').orderBy('id').execute()).map((r) => r.name)),
    ],
  };
}
