/**
 * A document type's workflow, declared as a table: one row per (status, action) with the next status, who may,
 * what is checked and prepared before the transaction, and what is written with it (extra columns, further writes,
 * outbox messages). The kernel (kernel.ts) applies a row; the types here are all a document type writes.
 *
 * Hooks are methods (not function-typed properties) so that rows with their own `check`/`prepare` result types fit
 * one table.
 */
import type { AuthContext } from '../auth-context';
import type { Trx } from '../../db/types';
import type { OutboxMessage } from '../../integrations/outbox/outbox';

/** A document's state the kernel works on. */
export interface DocumentState {
  /** The document's id (`fileId`). */
  id: number;
  status: number;
  rowVersion: number;
  /** The person whose document it is. */
  ownerId: number;
}

/**
 * A row of a document's workflow. `Columns` is what its table may be updated with (a module gives
 * `Updateable<ItsTable>`), so the columns a transition sets are checked against the table.
 */
export interface Transition<
  D,
  Checked = unknown,
  Prepared = unknown,
  Result = unknown,
  Columns extends object = Record<string, unknown>,
> {
  action: string;
  from: number;
  to: number;
  /** Message key of the 422 when the document is not in `from` (default: the type's `messages.transition`). */
  wrongStatus?: string;
  /** Who may: the caller and the loaded document (with the caller's rights on it). */
  allowed(auth: AuthContext, doc: D): boolean;
  /** Business checks before anything is written (throw an AppError); the result goes to `prepare`. */
  check?(auth: AuthContext, doc: D): Promise<Checked>;
  /** Work before the transaction, after the row-version check (e.g. rendering a document for the outbox). */
  prepare?(auth: AuthContext, doc: D, checked: Checked): Promise<Prepared>;
  /** Columns set with the status (e.g. `validated_at`; a signature from what `prepare` rendered). */
  columns?(auth: AuthContext, now: Date, prepared: Prepared): Columns;
  /** The history comment (default: the caller's). */
  comment?(trx: Trx, doc: D, given: string): Promise<string>;
  /**
   * Further writes in the same transaction, after the history row (e.g. a new version, the signed document);
   * answered as `result`.
   */
  then?(trx: Trx, auth: AuthContext, doc: D, prepared: Prepared): Promise<Result>;
  /** The side effects: outbox messages written in the same transaction. */
  effects?(auth: AuthContext, doc: D, prepared: Prepared): OutboxMessage[];
}

/** A transition table's row for (status, action), if any. */
export const transitionOf = <D, C extends object>(
  table: readonly Transition<D, unknown, unknown, unknown, C>[],
  action: string,
) => table.find((t) => t.action === action);
