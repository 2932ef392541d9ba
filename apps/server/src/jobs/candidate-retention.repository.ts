/** Who the daily notice of candidates due for erasure goes to (jobs/candidate-retention.ts): every DPO. */
import type { Queryable } from '../db/types';

export interface DataProtectionOfficer {
  personId: number;
  firstName: string;
  email: string;
  idLang: number;
}

export function createCandidateRetentionRepository() {
  return {
    /** The persons with an active DPO (role 7) account, once each. */
    async dataProtectionOfficers(q: Queryable): Promise<DataProtectionOfficer[]> {
      return q
        .selectFrom('person as p')
        .select(['p.id as personId', 'p.first_name as firstName', 'p.email', 'p.id_lang as idLang'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('account as a')
              .select('a.id')
              .whereRef('a.person_id', '=', 'p.id')
              .where('a.role_id', '=', 7)
              .where('a.is_active', '=', true),
          ),
        )
        .orderBy('p.id')
        .execute();
    },
  };
}
export type CandidateRetentionRepository = ReturnType<typeof createCandidateRetentionRepository>;
