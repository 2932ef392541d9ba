import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { managesInChain } from './org-chart.repository';

/** People, their accounts and the management chain. Shared by every module that needs "who is who". */
export function createPeopleRepository(db: Kysely<Database>) {
  return {
    findById(personId: number) {
      return db.selectFrom('person').selectAll().where('id', '=', personId).executeTakeFirst();
    },
    findByEmail(email: string) {
      return db
        .selectFrom('person')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },
    accountsOf(personId: number) {
      return db
        .selectFrom('account')
        .select(['id', 'role_id as roleId', 'is_active as isActive'])
        .where('person_id', '=', personId)
        .orderBy('role_id')
        .execute();
    },
    findAccount(accountId: number) {
      return db
        .selectFrom('account')
        .select(['id', 'person_id as personId', 'role_id as roleId', 'is_active as isActive'])
        .where('id', '=', accountId)
        .executeTakeFirst();
    },
    countActiveAccounts(personId: number) {
      return db
        .selectFrom('account')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('person_id', '=', personId)
        .where('is_active', '=', true)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },
    setLastAccount(personId: number, accountId: number) {
      return db.updateTable('person').set({ last_account_id: accountId }).where('id', '=', personId).execute();
    },
    setLanguage(personId: number, idLang: number) {
      return db
        .updateTable('person')
        .set({ id_lang: idLang, updated_at: new Date() })
        .where('id', '=', personId)
        .execute();
    },
    /** Does `managerId` manage `personId`, directly or down the chain? */
    async managesInChain(managerId: number, personId: number): Promise<boolean> {
      if (managerId === personId) return false;
      const row = await db.selectNoFrom(managesInChain(managerId, personId).as('found')).executeTakeFirst();
      return Boolean(row?.found);
    },
    /** Is `managerId` the direct manager of anyone? */
    async managesAnyone(managerId: number): Promise<boolean> {
      const row = await db
        .selectFrom('person')
        .select('id')
        .where('manager_id', '=', managerId)
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    },
    /** The profile page's person: identity, manager's name and country. */
    profileOf(personId: number) {
      return db
        .selectFrom('person as p')
        .leftJoin('person as m', 'm.id', 'p.manager_id')
        .leftJoin('country as c', 'c.id', 'p.country_id')
        .select([
          'p.id',
          'p.reference',
          'p.first_name',
          'p.last_name',
          'p.email',
          'p.id_role_internal',
          'p.boond_profile',
          'p.id_lang',
          'm.first_name as manager_first_name',
          'm.last_name as manager_last_name',
          'c.name_fr as country_fr',
          'c.name_en as country_en',
        ])
        .where('p.id', '=', personId)
        .executeTakeFirst();
    },
    /** The demo people's active accounts (development sign-in), by role then name. */
    devAccounts() {
      return db
        .selectFrom('person as p')
        .innerJoin('account as a', 'a.person_id', 'p.id')
        .select(['p.email', 'p.first_name', 'p.last_name', 'a.role_id'])
        .where('p.email', 'like', '%@example.com')
        .where('a.is_active', '=', true)
        .orderBy('a.role_id')
        .orderBy('p.last_name')
        .execute();
    },
    managerNameOf(personId: number) {
      return db
        .selectFrom('person as p')
        .innerJoin('person as m', 'm.id', 'p.manager_id')
        .select(['m.first_name as firstName', 'm.last_name as lastName'])
        .where('p.id', '=', personId)
        .executeTakeFirst()
        .then((m) => (m ? `${m.firstName} ${m.lastName}` : null));
    },
  };
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
