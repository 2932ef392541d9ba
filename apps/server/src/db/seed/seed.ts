import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { COUNTRIES, DEMO_ENTITY, DEMO_PEOPLE } from './demo-organisation';
import {
  careerOf,
  generatePopulation,
  GENERATED_BOOND_BASE,
  mainRoleOf,
  monthsAgo,
  type GeneratedPerson,
} from './population';
import { seedDemoSkillsFiles } from './skills-files';
import { seedDemoEvaluations } from './evaluations';
import { seedDemoEepBm } from './eep-bm';
import { seedDemoBoondMapping } from './boond-mapping';
import { seedDemoKeyPeople } from './key-people';
import { seedDemoTrainings } from './trainings';
import { seedDemoRetentionCandidates } from './retention-candidates';
import { seedTrainingCatalogue } from './training-catalogue';

const CHUNK = 500;

async function ensureCountries(db: Kysely<Database>) {
  await db
    .insertInto('country')
    .values(COUNTRIES)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return db.selectFrom('country').select(['id', 'code']).orderBy('id').execute();
}

/** Inserts or refreshes the fixed demo organisation. Idempotent. */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const countries = await ensureCountries(trx);
    const france = countries.find((c) => c.code === 'FR')!.id;
    const ids = new Map<string, number>();
    for (const p of DEMO_PEOPLE) {
      const existing = await trx
        .selectFrom('person')
        .select('id')
        .where(sql<string>`lower(email)`, '=', p.email)
        .executeTakeFirst();
      const values = {
        email: p.email,
        first_name: p.firstName,
        last_name: p.lastName,
        reference: p.reference,
        boond_profile: p.boondProfile ?? null,
        id_role_internal: p.idRoleInternal ?? null,
        id_boond: p.idBoond,
        country_id: france,
        entity: p.entity ?? DEMO_ENTITY,
      };
      const id = existing
        ? (
            await trx
              .updateTable('person')
              .set(values)
              .where('id', '=', existing.id)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : (await trx.insertInto('person').values(values).returning('id').executeTakeFirstOrThrow()).id;
      ids.set(p.email, id);
      for (const roleId of p.roles) {
        await trx
          .insertInto('account')
          .values({ person_id: id, role_id: roleId, is_active: true })
          .onConflict((oc) => oc.columns(['person_id', 'role_id']).doUpdateSet({ is_active: true }))
          .execute();
      }
    }
    for (const p of DEMO_PEOPLE) {
      await trx
        .updateTable('person')
        .set({ manager_id: p.managerEmail ? ids.get(p.managerEmail)! : null })
        .where('id', '=', ids.get(p.email)!)
        .execute();
    }
    await trx
      .insertInto('app_meta')
      .values({ key: 'demo_seeded_at', value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: new Date().toISOString() }))
      .execute();
  });
  // The demo administrator's BoondManager mapping for the embedded simulator's dictionary.
  await seedDemoBoondMapping(db);
  // The catalogue of trainings and certifications (issue 22 §2).
  await seedTrainingCatalogue(db);
}

/** The embedded default seeds the demo organisation on its first start only. */
export async function seedDemoIfEmpty(db: Kysely<Database>): Promise<boolean> {
  const seeded = await db.selectFrom('app_meta').select('value').where('key', '=', 'demo_seeded_at').executeTakeFirst();
  if (seeded) return false;
  await seedDemo(db);
  await seedDemoSkillsFiles(db);
  await seedDemoEvaluations(db);
  await seedDemoEepBm(db);
  await seedDemoKeyPeople(db);
  await seedDemoTrainings(db);
  await seedDemoRetentionCandidates(db);
  return true;
}

/** The generated people's address: everything the population seed adds hangs on it. */
export const GENERATED_EMAIL = '%@staff.example.net';

/**
 * Adds `count` generated people (deterministic for a given seed), with birth and hiring dates that agree with the
 * careers their skills files tell. Their teams hang under the generated directors, who report to the demo Business
 * Unit Director. Re-running replaces them (and their kept signed documents, which no foreign key removes).
 */
export async function seedPopulation(
  db: Kysely<Database>,
  count: number,
  seed = 20261121,
  now = new Date(),
): Promise<number> {
  const people = generatePopulation(count, seed);
  await db.transaction().execute(async (trx) => {
    await sql`delete from document_signature s where
        (s.object_type = 'ea' and s.object_id in (select e.id from evaluation e join person p on p.id = e.person_id
          where p.email like ${GENERATED_EMAIL}))
        or (s.object_type = 'eepBm' and s.object_id in (select r.id from eep_bm r join person p on p.id = r.person_id
          where p.email like ${GENERATED_EMAIL}))`.execute(trx);
    await trx.deleteFrom('person').where('email', 'like', GENERATED_EMAIL).execute();
    const countries = await ensureCountries(trx);
    const top = await trx
      .selectFrom('person')
      .select('id')
      .where('email', '=', 'julien.moreau@example.com')
      .executeTakeFirst();
    const idByKey = new Map<number, number>();
    // Managers come before their teams in generation order: a manager inserted in an earlier chunk is resolved at
    // once, one in the same chunk afterwards (in one statement a chunk).
    const pending: GeneratedPerson[] = [];
    for (let i = 0; i < people.length; i += CHUNK) {
      const chunk = people.slice(i, i + CHUNK);
      const rows = await trx
        .insertInto('person')
        .values(
          chunk.map((p) => {
            const career = careerOf(seed, p.key, mainRoleOf(p.roles));
            const day = 1 + (p.key % 28);
            return {
              email: p.email,
              first_name: p.firstName,
              last_name: p.lastName,
              reference: p.reference,
              boond_profile: p.boondProfile,
              manager_id: p.managerKey ? (idByKey.get(p.managerKey) ?? null) : (top?.id ?? null),
              id_lang: p.idLang,
              id_boond: GENERATED_BOOND_BASE + p.key,
              country_id: countries[p.countryIndex % countries.length]!.id,
              entity: DEMO_ENTITY,
              birth_date: monthsAgo(now, career.careerMonths + career.startAge * 12 + (p.key % 12), day),
              hire_date: career.tenureMonths === null ? null : monthsAgo(now, career.tenureMonths, day),
            };
          }),
        )
        .returning('id')
        .execute();
      chunk.forEach((p) => {
        if (p.managerKey && !idByKey.has(p.managerKey)) pending.push(p);
      });
      rows.forEach((r, j) => idByKey.set(chunk[j]!.key, r.id));
      await trx
        .insertInto('account')
        .values(
          chunk.flatMap((p) =>
            p.roles.map((r) => ({ person_id: idByKey.get(p.key)!, role_id: r.roleId, is_active: r.isActive })),
          ),
        )
        .execute();
    }
    for (let i = 0; i < pending.length; i += CHUNK) {
      const values = sql.join(
        pending.slice(i, i + CHUNK).map((p) => sql`(${idByKey.get(p.key)!}::int, ${idByKey.get(p.managerKey!)!}::int)`),
      );
      await sql`update person p set manager_id = v.manager_id from (values ${values}) as v(id, manager_id)
        where p.id = v.id`.execute(trx);
    }
  });
  return people.length;
}
