/**
 * Key-people records (issue 20 §1) of the demo and of the generated population.
 * - Demo: Thomas Bernard (Key People Tech and client mission) and Bruno Petit (client mission), in Marc's team, and
 *   Marc himself (RSI, past) in Sophie's; Alice is not a key person (the browser test makes her one).
 * - Population: about 8 % of the generated employees (an active account of role 1–6), with one or two categories,
 *   one to three missions on the group's brands, a position or two, and the rates of the skills of their latest skills
 *   file (its star level on Boond's scale; level 4 skills are the high ones); 15 % are past.
 * Rates come from the skills files, so seed those first. Deterministic for a seed; idempotent (a person who has a
 * record keeps it).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { insertHistory } from '../../lib/documents/document-tables.repository';
import { KEY_PEOPLE_HISTORY } from '../../modules/key-people/key-people.repository';
import { GENERATED_BOOND_BASE, personSeed, seededRandom, type Random } from './population';

const CLIENTS = [
  'Airbus',
  'Thales',
  'Safran',
  'Renault',
  'Stellantis',
  'BNP Paribas',
  'Société Générale',
  'Orange',
  'EDF',
  'SNCF',
  'TotalEnergies',
  'Capgemini Engineering',
  'Dassault Systèmes',
  'Naval Group',
  'Alstom',
];
const ROLES = ['Tech lead', 'Architecte', 'Expert technique', 'Chef de projet', 'Référent qualité', 'Scrum master'];
const POSITIONS = ['Consultant senior', 'Référent technique', 'Responsable de pôle', 'Architecte solutions'];
const SHARE = 0.08;
const CHUNK = 500;

const isoDay = (t: Date) => t.toISOString().slice(0, 10);
const monthsBefore = (now: Date, months: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  d.setUTCMonth(d.getUTCMonth() - months);
  return isoDay(d);
};

/** The rates of a person's record from their latest skills file's hard skills (Boond's tools): Boond's level of each star level, level 4 high. */
async function ratesFromFiles(trx: Transaction<Database>, ids: number[], max: number) {
  if (ids.length === 0) return;
  await sql`insert into key_people_skill (key_people_id, skill_id, rate, high)
    select f.person_id, ds.id_skill, case when ds.level >= 4 then 5 else greatest(1, ds.level) end, ds.level >= 4
    from (select distinct on (d.person_id) d.person_id, d.id from dc d
          where d.person_id = any(${ids}::int[]) and d.status <> 4 order by d.person_id, d.id_lang, d.version desc) f
    join lateral (select x.id_skill, x.level from dc_skill x join skill s on s.id = x.id_skill
                  join skill_type t on t.id = s.id_skill_type
                  where x.dc_id = f.id and not t.is_soft
                  order by x.level desc, x.id_skill limit ${max}) ds on true
    on conflict do nothing`.execute(trx);
}

interface Planned {
  id: number;
  status: 1 | 2;
  categories: number[];
  missions: { client: string; brandId: number; start: string; end: string | null; role: string }[];
  positions: { title: string; start: string; end: string | null }[];
}

function plan(id: number, rnd: Random, brands: number[], now: Date, fixed?: Partial<Planned>): Planned {
  const categories = [rnd.chance(0.6) ? 1 : 2];
  if (rnd.chance(0.3)) categories.push(rnd.pick([2, 3, 4]));
  const count = rnd.int(1, 3);
  let monthsAgo = rnd.int(0, 4);
  const missions = Array.from({ length: count }, (_, i) => {
    const length = rnd.int(6, 24);
    const end = i === 0 && rnd.chance(0.7) ? null : monthsBefore(now, monthsAgo);
    const start = monthsBefore(now, monthsAgo + length);
    monthsAgo += length + rnd.int(0, 3);
    return { client: rnd.pick(CLIENTS), brandId: rnd.pick(brands), start, end, role: rnd.pick(ROLES) };
  });
  const positions = [{ title: rnd.pick(POSITIONS), start: monthsBefore(now, rnd.int(12, 60)), end: null }];
  return {
    id,
    status: rnd.chance(0.15) ? 2 : 1,
    categories: [...new Set(categories)].sort(),
    missions,
    positions,
    ...fixed,
  };
}

async function insertPlanned(trx: Transaction<Database>, planned: Planned[], by: number | null) {
  for (let i = 0; i < planned.length; i += CHUNK) {
    const chunk = planned.slice(i, i + CHUNK);
    const inserted = await trx
      .insertInto('key_people')
      .values(
        chunk.map((p) => ({
          id: p.id,
          status: p.status,
          categories: p.categories,
          kpt_eval_capacity: p.categories.includes(1),
          kpt_tech_contributor: p.categories.includes(1),
          kpt_architect_capacity: p.categories.includes(1) && p.id % 2 === 0,
          kpt_pre_sale: p.categories.includes(2),
          kpt_comment: p.categories.includes(1) ? 'Référent technique reconnu par les clients.' : '',
          kpmission_comment: p.categories.includes(2) ? 'Mission stratégique pour le compte.' : '',
          created_by: by,
          updated_by: by,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    const fresh = new Set(inserted.map((r) => r.id));
    const kept = chunk.filter((p) => fresh.has(p.id));
    if (kept.length === 0) continue;
    await trx
      .insertInto('key_people_mission')
      .values(
        kept.flatMap((p) =>
          p.missions.map((m) => ({
            key_people_id: p.id,
            client: m.client,
            brand_id: m.brandId,
            start_date: m.start,
            end_date: m.end,
            role: m.role,
          })),
        ),
      )
      .execute();
    await trx
      .insertInto('key_people_position')
      .values(
        kept.flatMap((p) =>
          p.positions.map((x) => ({ key_people_id: p.id, title: x.title, start_date: x.start, end_date: x.end })),
        ),
      )
      .execute();
    for (const p of kept)
      await insertHistory(trx, KEY_PEOPLE_HISTORY, p.id, { from: null, to: p.status, by, comment: 'created' });
    await ratesFromFiles(
      trx,
      kept.map((p) => p.id),
      8,
    );
  }
}

const activeBrands = async (trx: Transaction<Database>) =>
  (await trx.selectFrom('brand').select('id').where('is_active', '=', true).orderBy('id').execute()).map((b) => b.id);

/** The demo's key people (see the header). */
export async function seedDemoKeyPeople(db: Kysely<Database>, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const people = await trx
      .selectFrom('person')
      .select(['id', 'email'])
      .where('email', 'like', '%@example.com')
      .execute();
    const id = (name: string) => people.find((p) => p.email === `${name}@example.com`)?.id;
    const [thomas, bruno, marc, sophie] = ['thomas.bernard', 'bruno.petit', 'marc.durand', 'sophie.lefebvre'].map(id);
    if (!thomas || !bruno || !marc || !sophie) return 0;
    const brands = await activeBrands(trx);
    const rnd = seededRandom(20261126);
    const planned = [
      plan(thomas, rnd, brands, now, { status: 1, categories: [1, 2] }),
      plan(bruno, rnd, brands, now, { status: 1, categories: [2] }),
      plan(marc, rnd, brands, now, { status: 2, categories: [3] }),
    ];
    await insertPlanned(trx, planned.slice(0, 2), marc);
    await insertPlanned(trx, planned.slice(2), sophie);
    return planned.length;
  });
}

/** About 8 % of the generated employees become key people (see the header). */
export async function seedPopulationKeyPeople(
  db: Kysely<Database>,
  seed = 20261121,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number; key: number; managerId: number | null }>`
      select p.id, p.id_boond - ${GENERATED_BOOND_BASE} as key, p.manager_id as "managerId" from person p
      where p.email like '%@staff.example.net' and p.id_boond is not null
        and exists (select 1 from account a where a.person_id = p.id and a.is_active and a.role_id between 1 and 6)
      order by p.id`.execute(trx);
    const brands = await activeBrands(trx);
    const planned = rows.flatMap((r) => {
      const rnd = seededRandom(personSeed(seed, r.key, 20));
      return rnd.chance(SHARE) ? [plan(r.id, rnd, brands, now)] : [];
    });
    await insertPlanned(trx, planned, null);
    return planned.length;
  });
}
