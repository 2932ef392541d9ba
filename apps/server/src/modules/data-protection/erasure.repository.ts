/**
 * Erasure of expired candidates (issue 23 §2c, decision 023), inside the caller's transaction: the person rows are
 * locked, checked again, summed up without identity (erased_person), then everything naming them is deleted.
 *
 * What goes, and how:
 * - by the person row's foreign keys (`on delete cascade`): accounts, sessions, credentials, password links, skills
 *   files (every version, with their sections and history), evaluations, reviews, training wishes, key-people
 *   records, attachments (user_file, bytes included), CV import logs, client CV logs and hidden clients, evidence,
 *   proposals, skill targets, certification alerts, evaluation reminders. Columns `set null` on delete (updated_by,
 *   created_by, signed_by…) only name the candidate as the author of a change to someone else's data, which a
 *   candidate never makes; afterwards they name nobody;
 * - explicitly, because no foreign key reaches them: outbox messages about the candidate (their person, their
 *   objects), created by them, or addressed to or mentioning their e-mail address (attempts cascade); local mailbox
 *   entries of those messages, addressed to or mentioning the address; signed documents of their objects; the failed
 *   sign-in counter of their address (its key is derived from the address).
 * The audit trail stays: its entries name persons by id without a foreign key (a pseudonymous reference).
 */
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/types';
import { EMAIL_KEY_PREFIX } from '../../lib/sign-in-failure-keys';
import { lastActivitySql } from './retention.repository';

const ids = (list: readonly number[]) => sql.join(list.map((id) => sql`${id}`));

export function createErasureRepository(db: Db) {
  return {
    /** The erasure's one transaction. */
    transaction: <T>(work: (trx: Trx) => Promise<T>) => db.transaction().execute(work),

    /**
     * Locks the persons (a sign-in or a change waits for the erasure, and then finds nobody) and answers those of
     * `personIds` that are candidates whose last activity is before `cutoff`.
     */
    async lockExpired(trx: Trx, personIds: readonly number[], cutoff: Date): Promise<number[]> {
      await sql`select id from person where id in (${ids(personIds)}) order by id for update`.execute(trx);
      const { rows } = await sql<{ id: number }>`with ${lastActivitySql(personIds)}
        select l.id from last_activity l where l.at < ${cutoff} order by l.id`.execute(trx);
      return rows.map((r) => r.id);
    },

    /** What statistics keep of each person (no identity), written before the person goes. */
    async keepStatistics(trx: Trx, personIds: readonly number[], erasedBy: number) {
      await sql`with ${lastActivitySql(personIds)}
        insert into erased_person (person_id, erased_by, roles, id_lang, created_year, last_activity_month,
          skills_files, attachments, cv_imports, had_password)
        select p.id, ${erasedBy},
          array(select a.role_id from account a where a.person_id = p.id order by a.role_id),
          p.id_lang, extract(year from p.created_at)::smallint,
          date_trunc('month', l.at at time zone 'UTC')::date,
          (select count(*)::int from dc d where d.person_id = p.id),
          (select count(*)::int from user_file f where f.person_id = p.id),
          (select count(*)::int from cv_import i where i.person_id = p.id),
          exists (select 1 from credential c where c.person_id = p.id)
        from person p join last_activity l on l.id = p.id
        where p.id in (${ids(personIds)})`.execute(trx);
    },

    /** Deletes everything naming the persons; answers how many person rows went. */
    async erase(trx: Trx, personIds: readonly number[]): Promise<number> {
      const list = ids(personIds);
      // The persons' objects, as outbox messages and signed documents name them (type, id).
      await sql`create temporary table erased_object on commit drop as
        select 'dc'::varchar as type, d.id from dc d where d.person_id in (${list})
        union all select 'ea', e.id from evaluation e where e.person_id in (${list})
        union all select 'eepBm', r.id from eep_bm r where r.person_id in (${list})
        union all select 'training', w.id from training_wish w where w.person_id in (${list})
        union all select 'attachment', f.id from user_file f where f.person_id in (${list})
        union all select 'keyPeople', k.id from key_people k where k.id in (${list})
        union all select 'person', p.id from person p where p.id in (${list})`.execute(trx);
      await sql`create temporary table erased_address on commit drop as
        select lower(p.email) as email from person p where p.id in (${list})`.execute(trx);
      await sql`create temporary table erased_message on commit drop as
        select m.id from outbox_message m
        where m.person_id in (${list}) or m.created_by in (${list})
          or exists (select 1 from erased_object o where o.type = m.object_type and o.id = m.object_id)
          or exists (select 1 from erased_address a where strpos(lower(m.payload::text), a.email) > 0)`.execute(trx);
      await sql`delete from mailbox b
        where b.outbox_message_id in (select id from erased_message)
          or exists (select 1 from erased_address a where lower(b.to_address) = a.email
            or strpos(lower(concat_ws(' ', b.subject, b.text_body, b.html_body)), a.email) > 0)`.execute(trx);
      await sql`delete from outbox_message where id in (select id from erased_message)`.execute(trx);
      await sql`delete from document_signature s
        using erased_object o where o.type = s.object_type and o.id = s.object_id`.execute(trx);
      await sql`delete from sign_in_failure
        where key in (select ${EMAIL_KEY_PREFIX} || a.email from erased_address a)`.execute(trx);
      const deleted = await trx.deleteFrom('person').where('id', 'in', personIds).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}
export type ErasureRepository = ReturnType<typeof createErasureRepository>;
