/**
 * Training wishes made in an evaluation (request origin EEP) are the trainings module's records, written under the
 * evaluation's rules: the caller's side may write the evaluation's training wishes, and the write goes through the
 * evaluation's row-version gate (the answer's row version is the evaluation's). The evaluation module implements
 * it; app.ts hands it to the trainings module (modules never import each other).
 */
import type { AuthContext } from './auth-context';
import type { Trx } from '../db/types';

export interface EvaluationWishesPort {
  /**
   * Runs `work` in one transaction with the evaluation's row-version bump: 404 unknown or not visible, 403 when the
   * caller's side may not write its training wishes, 409 when the row version moved.
   */
  write<T>(
    auth: AuthContext,
    idEa: number,
    rowVersion: number,
    work: (trx: Trx, evaluation: { personId: number }) => Promise<T>,
  ): Promise<{ rowVersion: number; result: T }>;
}
