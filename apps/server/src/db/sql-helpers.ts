/** SQL pieces several repositories share. */
import { sql, type RawBuilder } from 'kysely';
import { CANDIDATE_ROLE } from '@my-skills/shared/roles';

/**
 * A LIKE pattern matching `text` anywhere, its `%`, `_` and `\` taken literally (PostgreSQL's default escape is
 * the backslash). The caller folds case (or accents) on both sides as it needs.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The person (a column reference, e.g. `p.id`) has an active candidate (role 0) account. */
export const hasActiveCandidateAccount = (personId: string): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from account a
    where a.person_id = ${sql.ref(personId)} and a.role_id = ${CANDIDATE_ROLE} and a.is_active)`;
