/**
 * Training and certification wishes (issue 20 §2) of the demo and of the generated population.
 * - Demo: Alice has a certification in progress entered by Marc (Kubernetes CKA), a training processed by Hélène and
 *   reported (Spring Boot, last month), and a language training she asked for outside the evaluation; Bruno an English
 *   course in progress; Thomas a management training cancelled. Idempotent: a person who has wishes keeps them.
 * - Population: about 35 % of the generated employees have one to three wishes entered by their manager: half in
 *   progress, a third processed (the past ones reported), the others cancelled; dates from last year to next year,
 *   cost and hours as the scheme makes likely. Deterministic for a seed; re-running replaces them.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { GENERATED_BOOND_BASE, personSeed, seededRandom, type Random } from './population';

const SHARE = 0.35;
const CHUNK = 500;
const TITLES: [type: number, nature: number, title: string][] = [
  [1, 1, 'Certification Kubernetes (CKA)'],
  [1, 1, 'AWS Certified Solutions Architect'],
  [1, 1, 'Certification Azure Fundamentals'],
  [1, 2, 'Certification PMP'],
  [1, 2, 'Professional Scrum Master I'],
  [1, 1, 'Oracle Certified Java Programmer'],
  [2, 1, 'Spring Boot avancé'],
  [2, 1, 'React et TypeScript'],
  [2, 1, 'Terraform en production'],
  [2, 2, 'Management d’équipe'],
  [2, 3, 'Réglementation bancaire (Bâle III)'],
  [2, 4, 'Anglais professionnel'],
  [2, 5, 'Prise de parole en public'],
  [2, 1, 'Sécurité des applications web'],
  [3, 6, 'Conférence Devoxx'],
  [3, 5, 'Atelier gestion du temps'],
];
const ORGANISMS = ['ORSYS', 'Cegos', 'M2i Formation', 'Linux Foundation', 'AWS Training', 'Demos', 'Ib Cegos'];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysFrom = (now: Date, days: number) => isoDay(new Date(now.getTime() + days * 86_400_000));

interface Wish {
  personId: number;
  createdBy: number | null;
  type: number;
  title: string;
  nature: number;
  context: number | null;
  requestOrigin: number;
  status: 1 | 2 | 3;
  organism: string;
  desiredDate: string | null;
  startDate: string | null;
  endDate: string | null;
  durationHours: number | null;
  cost: number | null;
  scheme: number | null;
  validation: string;
  reported: boolean;
}

/** Inserts wishes and their history (creation, then the status they are in), in chunks. */
async function insertWishes(trx: Transaction<Database>, wishes: Wish[], now: Date) {
  for (let i = 0; i < wishes.length; i += CHUNK) {
    const chunk = wishes.slice(i, i + CHUNK);
    const rows = await trx
      .insertInto('training_wish')
      .values(
        chunk.map((w) => ({
          person_id: w.personId,
          type: w.type,
          title: w.title,
          nature: w.nature,
          context: w.context,
          request_origin: w.requestOrigin,
          status: w.status,
          organism: w.organism,
          desired_date: w.desiredDate,
          start_date: w.startDate,
          end_date: w.endDate,
          duration_hours: w.durationHours,
          cost_excl_tax: w.cost,
          scheme: w.scheme,
          validation: w.validation,
          created_by: w.createdBy,
          updated_by: w.createdBy,
          report_attended: w.reported ? true : null,
          report_hours: w.reported ? w.durationHours : null,
          report_content: w.reported ? 'Programme suivi en entier.' : '',
          report_feedback: w.reported ? 'Formation utile, mise en pratique sur la mission.' : '',
          report_rating: w.reported ? 2 : null,
          reported_at: w.reported ? now : null,
          reported_by: w.reported ? w.createdBy : null,
        })),
      )
      .returning('id')
      .execute();
    const history = chunk.flatMap((w, j) => {
      const id = rows[j]!.id;
      const created = { training_wish_id: id, from_status: null, to_status: 1, changed_by: w.createdBy };
      return w.status === 1 ? [created] : [created, { ...created, from_status: 1, to_status: w.status }];
    });
    await trx.insertInto('training_wish_history').values(history).execute();
  }
}

/** The demo's wishes (see the header). */
export async function seedDemoTrainings(db: Kysely<Database>, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const people = await trx
      .selectFrom('person')
      .select(['id', 'email'])
      .where('email', 'like', '%@example.com')
      .execute();
    const id = (name: string) => people.find((p) => p.email === `${name}@example.com`)?.id ?? null;
    const [alice, bruno, thomas, marc, helene] = [
      'alice.martin',
      'bruno.petit',
      'thomas.bernard',
      'marc.durand',
      'helene.roux',
    ].map(id);
    if (!alice || !bruno || !thomas || !marc || !helene) return 0;
    const existing = await trx
      .selectFrom('training_wish')
      .select('person_id')
      .where('person_id', 'in', [alice, bruno, thomas])
      .where('evaluation_id', 'is', null)
      .execute();
    if (existing.length > 0) return 0;
    const base = {
      context: 2,
      organism: '',
      desiredDate: null,
      startDate: null,
      endDate: null,
      validation: '',
      reported: false,
    };
    const wishes: Wish[] = [
      {
        ...base,
        personId: alice,
        createdBy: marc,
        type: 1,
        nature: 1,
        title: 'Certification Kubernetes (CKA)',
        requestOrigin: 4,
        status: 1,
        organism: 'Linux Foundation',
        desiredDate: daysFrom(now, 60),
        durationHours: 24,
        cost: 395,
        scheme: 3,
      },
      {
        ...base,
        personId: alice,
        createdBy: helene,
        type: 2,
        nature: 1,
        title: 'Spring Boot avancé',
        requestOrigin: 1,
        status: 2,
        organism: 'ORSYS',
        startDate: daysFrom(now, -40),
        endDate: daysFrom(now, -38),
        durationHours: 21,
        cost: 1890,
        scheme: 8,
        validation: 'Accord Sophie Lefebvre',
        reported: true,
      },
      {
        ...base,
        personId: alice,
        createdBy: marc,
        type: 2,
        nature: 4,
        context: 1,
        title: 'Anglais technique',
        requestOrigin: 5,
        status: 1,
        organism: 'Demos',
        desiredDate: daysFrom(now, 90),
        durationHours: 30,
        cost: 1200,
        scheme: 5,
      },
      {
        ...base,
        personId: bruno,
        createdBy: marc,
        type: 2,
        nature: 4,
        title: 'Anglais professionnel',
        requestOrigin: 4,
        status: 1,
        organism: 'Demos',
        desiredDate: daysFrom(now, 30),
        durationHours: 30,
        cost: 1200,
        scheme: 5,
      },
      {
        ...base,
        personId: thomas,
        createdBy: marc,
        type: 2,
        nature: 2,
        context: 8,
        title: 'Management d’équipe',
        requestOrigin: 4,
        status: 3,
        organism: 'Cegos',
        durationHours: 14,
        cost: 1450,
        scheme: 8,
      },
    ];
    await insertWishes(trx, wishes, now);
    return wishes.length;
  });
}

function plan(rnd: Random, personId: number, managerId: number | null, now: Date): Wish {
  const [type, nature, title] = rnd.pick(TITLES);
  const status = (rnd.chance(0.5) ? 1 : rnd.chance(0.7) ? 2 : 3) as 1 | 2 | 3;
  const offset = rnd.int(-400, 300);
  const days = rnd.int(1, 5);
  const scheduled = status !== 1 || rnd.chance(0.3);
  const startDate = scheduled ? daysFrom(now, offset) : null;
  const scheme = type === 1 ? 3 : rnd.pick([1, 2, 5, 6, 7, 8, 8, 8, 9, 10]);
  return {
    personId,
    createdBy: managerId,
    type,
    title,
    nature,
    context: rnd.int(1, 8),
    requestOrigin: rnd.pick([1, 1, 2, 3, 4, 4, 5]),
    status,
    organism: rnd.pick(ORGANISMS),
    desiredDate: daysFrom(now, offset - rnd.int(0, 60)),
    startDate,
    endDate: startDate ? daysFrom(now, offset + days - 1) : null,
    durationHours: days * 7,
    cost: scheme === 7 ? 0 : rnd.int(2, 60) * 50,
    scheme,
    validation: status === 2 ? 'Accord RH' : '',
    reported: status === 2 && offset + days < 0 && rnd.chance(0.6),
  };
}

/** The generated population's wishes (see the header). */
export async function seedPopulationTrainings(
  db: Kysely<Database>,
  seed = 20261121,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`delete from training_wish w using person p where p.id = w.person_id
      and p.email like '%@staff.example.net'`.execute(trx);
    const { rows } = await sql<{ id: number; key: number; managerId: number | null }>`
      select p.id, p.id_boond - ${GENERATED_BOOND_BASE} as key, p.manager_id as "managerId" from person p
      where p.email like '%@staff.example.net' and p.id_boond is not null
        and exists (select 1 from account a where a.person_id = p.id and a.is_active and a.role_id between 1 and 6)
      order by p.id`.execute(trx);
    const wishes = rows.flatMap((r) => {
      const rnd = seededRandom(personSeed(seed, r.key, 21));
      if (!rnd.chance(SHARE)) return [];
      return Array.from({ length: rnd.int(1, 3) }, () => plan(rnd, r.id, r.managerId, now));
    });
    await insertWishes(trx, wishes, now);
    return wishes.length;
  });
}
