/**
 * Candidate retention and erasure (issue 23 §2c, decision 023): the DPO's list of candidates without activity for
 * CANDIDATE_RETENTION_MONTHS, and their erasure — all or nothing, in one transaction, one audit entry per person.
 * Both calls need the page permission `dataProtection` (checked by the route's config); each is audited.
 */
import type { EraseBody, EraseResult, RetentionListQuery, RetentionPage } from '@my-skills/shared/schemas/retention';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { writeAudit } from '../../lib/audit/audit';
import type { Db, Queryable } from '../../db/types';
import type { ErasureRepository } from './erasure.repository';
import { retentionCutoff, type RetentionRepository } from './retention.repository';

export function createRetentionService(deps: {
  db: Db;
  retention: RetentionRepository;
  erasure: ErasureRepository;
  months: number;
  now: () => Date;
  /** Drops the erased persons' cached sessions in this process (the others hear the person rows' deletion). */
  identityChanged: (personId: number) => void;
}) {
  const { retention, erasure, months } = deps;

  return {
    months,

    /** A page of the expired candidates, by last activity; the read is audited (one entry). */
    async list(auth: AuthContext, query: RetentionListQuery): Promise<RetentionPage> {
      const cutoff = retentionCutoff(deps.now(), months);
      const rows = await retention.expired(cutoff, query);
      const total = rows[0]?.total ?? (query.page > 1 ? await retention.expiredCount(cutoff) : 0);
      await writeAudit(deps.db, auth, {
        action: 'retentionList',
        objectType: 'retention',
        detail: `page ${query.page} of ${total}`,
      });
      return {
        items: rows.map((r) => ({
          id: r.id,
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
          lastActivityAt: r.lastActivityAt.toISOString(),
          lastActivity: r.lastActivity,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
        months,
        cutoff: cutoff.toISOString(),
      };
    },

    /** How many candidates are due for erasure now (the daily notice). */
    dueCount: (at: Date, q?: Queryable) => retention.expiredCount(retentionCutoff(at, months), q),

    /**
     * Erases the candidates, or nothing: the confirmation's count must be the number of (distinct) ids and every
     * id an expired candidate (checked under the persons' row locks), else 422. One audit entry per person erased,
     * in the same transaction.
     */
    async erase(auth: AuthContext, body: EraseBody): Promise<EraseResult> {
      const personIds = [...new Set(body.personIds)].sort((a, b) => a - b);
      if (body.confirmCount !== personIds.length || body.confirmCount !== body.personIds.length)
        throw new AppError('BUSINESS_RULE', 'errors.ERASE_COUNT_MISMATCH', {
          confirmed: body.confirmCount,
          count: body.personIds.length,
        });
      const cutoff = retentionCutoff(deps.now(), months);
      const erased = await erasure.transaction(async (trx) => {
        const expired = await erasure.lockExpired(trx, personIds, cutoff);
        if (expired.length !== personIds.length)
          throw new AppError('BUSINESS_RULE', 'errors.ERASE_NOT_EXPIRED', {
            count: personIds.length - expired.length,
          });
        await erasure.keepStatistics(trx, personIds, auth.personId);
        const count = await erasure.erase(trx, personIds);
        for (const personId of personIds)
          await writeAudit(trx, auth, {
            action: 'erase',
            objectType: 'person',
            objectId: personId,
            subjectPersonId: personId,
          });
        return count;
      });
      for (const personId of personIds) deps.identityChanged(personId);
      return { erased };
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
