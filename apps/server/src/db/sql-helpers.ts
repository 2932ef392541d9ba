/** SQL pieces several repositories share. */
import { sql, type RawBuilder } from 'kysely';
import { CANDIDATE_ROLE } from '@my-skills/shared/roles';
import type { Queryable, Trx } from './types';

/**
 * A LIKE pattern matching `text` anywhere, its `%`, `_` and `\` taken literally (PostgreSQL's default escape is
 * the backslash). The caller folds case (or accents) on both sides as it needs.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The person (a column reference, e.g. `p.id`) has an active candidate (role 0) account. */
export const hasActiveCandidateAccount = (personId: string): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from account a
    where a.person_id = ${sql.ref(personId)} and a.role_id = ${CANDIDATE_ROLE} and a.is_active)`;

/**
 * Runs `work` with PostgreSQL's JIT compilation off (in `q`'s transaction, or one of its own): a list over a large
 * scope makes the planner's estimate large enough to compile the query, which costs more (60–200 ms at 50 000
 * people) than the query itself (decisions 023 §2c, 024-scale-paging).
 */
export async function withoutJit<T>(q: Queryable, work: (trx: Trx) => Promise<T>): Promise<T> {
  const run = async (trx: Trx) => {
    await sql`set local jit = off`.execute(trx);
    return work(trx);
  };
  return q.isTransaction ? run(q as Trx) : q.transaction().execute(run);
}
