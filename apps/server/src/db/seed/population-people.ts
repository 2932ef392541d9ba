/**
 * What the evaluation and review seeds need to know of the generated people (one query), and the dates of a
 * campaign: this year's runs from January 1st to `now`, last year's from October to December.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { evaluablePerson } from '../../modules/people/org-chart.repository';
import { GENERATED_BOOND_BASE, type Random } from './population';

export const DAY = 86_400_000;
export const isoDay = (t: number | Date) => new Date(t).toISOString().slice(0, 10);

export interface GeneratedRow {
  id: number;
  key: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  managerId: number | null;
  managerName: string;
  idLang: 1 | 2;
  birthDate: string | null;
  hireDate: string | null;
  entity: string;
  /** The highest role of the person's active accounts (null: none active). */
  mainRole: number | null;
  evaluable: boolean;
  subcontractor: boolean;
  /** The title of their current skills file (French first), or null without one. */
  fileTitle: string | null;
}

/** The generated people (an @staff.example.net address), in id order. */
export async function loadGenerated(trx: Transaction<Database>): Promise<GeneratedRow[]> {
  const { rows } = await sql<GeneratedRow>`
    select p.id, p.id_boond - ${GENERATED_BOOND_BASE} as key, p.first_name as "firstName", p.last_name as "lastName",
      p.reference, p.manager_id as "managerId", coalesce(m.first_name || ' ' || m.last_name, '') as "managerName",
      case when p.id_lang = 2 then 2 else 1 end as "idLang", p.birth_date::text as "birthDate",
      p.hire_date::text as "hireDate", coalesce(p.entity, '') as entity,
      (select max(a.role_id) from account a where a.person_id = p.id and a.is_active) as "mainRole",
      ${evaluablePerson} as evaluable, coalesce(p.boond_profile, '') = 'Sous Traitant' as subcontractor,
      (select d.title from dc d where d.person_id = p.id and d.status <> 4 order by d.id_lang, d.version desc limit 1)
        as "fileTitle"
    from person p left join person m on m.id = p.manager_id
    where p.email like '%@staff.example.net' and p.id_boond is not null
    order by p.id`.execute(trx);
  return rows;
}

/** The steps of a document through its workflow: opened, submitted, validated (as far as its status goes). */
export interface Timeline {
  opened: Date;
  submitted: Date | null;
  validated: Date | null;
}

/** This year's documents: opened in the last three months (not before January 1st), each step days later, never after now. */
export function thisYearTimeline(rnd: Random, now: Date, status: number): Timeline {
  const yearStart = Date.UTC(now.getUTCFullYear(), 0, 1, 9);
  const opened = Math.max(yearStart, now.getTime() - rnd.int(3, 90) * DAY);
  const submitted = status >= 2 ? Math.min(now.getTime(), opened + rnd.int(1, 20) * DAY) : null;
  const validated =
    status >= 3 && submitted !== null ? Math.min(now.getTime(), submitted + rnd.int(1, 15) * DAY) : null;
  return {
    opened: new Date(opened),
    submitted: submitted === null ? null : new Date(submitted),
    validated: validated === null ? null : new Date(validated),
  };
}

/** Last year's documents: opened in October, submitted in November, validated in December. */
export function lastYearTimeline(rnd: Random, year: number, status: number): Timeline {
  return {
    opened: new Date(Date.UTC(year, 9, rnd.int(1, 28), 9)),
    submitted: status >= 2 ? new Date(Date.UTC(year, 10, rnd.int(1, 28), 10)) : null,
    validated: status >= 3 ? new Date(Date.UTC(year, 11, rnd.int(1, 20), 16)) : null,
  };
}

/** A status drawn from [none, draft, submitted, validated] shares (0: no document). */
export function drawStatus(rnd: Random, shares: readonly [number, number, number, number]): 0 | 1 | 2 | 3 {
  let r = rnd.next();
  for (let s = 0; s < 3; s++) if ((r -= shares[s]!) < 0) return s as 0 | 1 | 2;
  return 3;
}
