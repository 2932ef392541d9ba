/**
 * The certifications that expire soon, for the daily alert (jobs/certification-expiry.ts), and the alerts sent
 * (migration 0018, certification_expiry_alert).
 *
 * Which certifications: those of each person's current files (the latest version per language), of active employees
 * (an active account of role 1–6, not a subcontractor: `evaluablePerson`); the same certification in the French and
 * English files (same name and organism, trimmed and case-insensitive, same expiry date) counts once — read from the
 * file in the person's language when both hold it. Which alert: the threshold window the certification is in today
 * (60: expires in 16–60 days; 15: in 0–15 days), unless that alert was already sent. The manager (person.manager_id)
 * is e-mailed too while they have an active account.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Trx } from '../db/types';
import { evaluablePerson } from '../modules/people/org-chart.repository';

export const EXPIRY_THRESHOLDS = [60, 15] as const;
export type ExpiryThreshold = (typeof EXPIRY_THRESHOLDS)[number];

export interface ExpiringCertification {
  certificationId: number;
  certificationKey: string;
  personId: number;
  name: string;
  organism: string;
  /** yyyy-mm-dd */
  expiryDate: string;
  days: number;
  threshold: ExpiryThreshold;
  /** The file the alert links to, and its language. */
  fileId: number;
  fileLang: number;
  firstName: string;
  lastName: string;
  email: string;
  idLang: number;
  managerId: number | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  managerEmail: string | null;
  managerLang: number | null;
}

const keyOf = (name: unknown, organism: unknown) => sql`lower(trim(${name})) || '|' || lower(trim(${organism}))`;

export function createCertificationExpiryRepository(db: Kysely<Database>) {
  return {
    /** The certifications whose alert is due on `today` (yyyy-mm-dd) and not yet sent. */
    async due(today: string, q: Kysely<Database> | Trx = db): Promise<ExpiringCertification[]> {
      const [far, near] = EXPIRY_THRESHOLDS;
      const { rows } = await sql<ExpiringCertification>`
        with latest as (
          select distinct on (d.person_id, d.id_lang) d.id, d.person_id, d.id_lang
          from dc d order by d.person_id, d.id_lang, d.version desc
        ), certs as (
          select distinct on (f.person_id, ${keyOf(sql.ref('c.name'), sql.ref('c.organism'))}, c.expiry_date)
            c.id, f.id as dc_id, f.person_id, f.id_lang, c.name, c.organism, c.expiry_date,
            ${keyOf(sql.ref('c.name'), sql.ref('c.organism'))} as certification_key,
            (c.expiry_date - ${today}::date) as days
          from latest f join dc_certification c on c.dc_id = f.id join person p on p.id = f.person_id
          where c.expiry_date between ${today}::date and ${today}::date + ${sql.lit(far)}
          order by f.person_id, ${keyOf(sql.ref('c.name'), sql.ref('c.organism'))}, c.expiry_date,
            (f.id_lang = p.id_lang) desc, f.id_lang
        ), due as (
          select certs.*, case when certs.days <= ${sql.lit(near)} then ${sql.lit(near)} else ${sql.lit(far)} end
            as threshold
          from certs
        )
        select due.id as "certificationId", due.certification_key as "certificationKey", p.id as "personId",
          due.name, due.organism, to_char(due.expiry_date, 'YYYY-MM-DD') as "expiryDate", due.days::int as days,
          due.threshold::int as threshold, due.id_lang as "fileLang", due.dc_id as "fileId",
          p.first_name as "firstName", p.last_name as "lastName", p.email, p.id_lang as "idLang",
          m.id as "managerId", m.first_name as "managerFirstName", m.last_name as "managerLastName",
          m.email as "managerEmail", m.id_lang as "managerLang"
        from due join person p on p.id = due.person_id
          left join person m on m.id = p.manager_id
            and exists (select 1 from account ma where ma.person_id = m.id and ma.is_active)
        where ${evaluablePerson}
          and not exists (select 1 from certification_expiry_alert a where a.person_id = due.person_id
            and a.certification_key = due.certification_key and a.expiry_date = due.expiry_date
            and a.threshold = due.threshold)
        order by p.id, due.expiry_date, due.id`.execute(q);
      return rows;
    },

    /** Records the alerts in `trx`; answers those recorded now (the unique key: each one once). */
    async record(trx: Trx, alerts: readonly ExpiringCertification[]): Promise<ExpiringCertification[]> {
      const recorded: ExpiringCertification[] = [];
      for (const a of alerts) {
        const { rows } = await sql`insert into certification_expiry_alert
            (person_id, certification_key, name, organism, expiry_date, threshold, dc_certification_id)
          values (${a.personId}, ${a.certificationKey}, ${a.name}, ${a.organism}, ${a.expiryDate}::date,
            ${a.threshold}, ${a.certificationId})
          on conflict (person_id, certification_key, expiry_date, threshold) do nothing returning id`.execute(trx);
        if (rows.length === 1) recorded.push(a);
      }
      return recorded;
    },
  };
}
export type CertificationExpiryRepository = ReturnType<typeof createCertificationExpiryRepository>;
