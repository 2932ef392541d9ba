import { createContext, useCallback, useContext, useMemo } from 'react';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { mayWriteField, type EvaluationField } from '@my-skills/shared/evaluation-sides';
import type { VersionedCall } from '../../../components/document/document-writes';
import type { DocumentRowsContext } from '../../../components/document/SectionRows';
import type { DocumentWorkflow } from '../../../components/document/use-document-workflow';
import { formValuesOf, type EaFormValues } from './evaluation-form';

export interface WriteOptions {
  /** No success notice (the caller gives its own). */
  quiet?: boolean;
}

export interface EvaluationContextValue {
  ea: EaDetails;
  /** The form's values as stored (read views show them; the editor starts from them). */
  stored: EaFormValues;
  /** The viewer is editing (decision 017: the document reads as a document until "Edit"). */
  editing: boolean;
  /** While editing: may the viewer write this field or kind of rows (the shared field → side map)? */
  mayEdit: (field: EvaluationField) => boolean;
  /** Field keys still missing for the viewer's next step (check.missing): circled in red. */
  missing: ReadonlySet<string>;
  /** Runs a write with the latest row version (the document's writes), then its notice; answers whether it succeeded. */
  write: (call: VersionedCall, options?: WriteOptions) => Promise<boolean>;
  /** A write of the evaluation is under way. */
  pending: boolean;
  /** A failure put into words (a 409 opens the conflict dialog), a success's message. */
  handleError: (error: unknown) => void;
  handleSuccess: (message?: string) => void;
}

export const EvaluationContext = createContext<EvaluationContextValue | null>(null);

export function useEvaluation(): EvaluationContextValue {
  const value = useContext(EvaluationContext);
  if (!value) throw new Error('useEvaluation outside an evaluation');
  return value;
}

/** The state behind the context, over the document workflow's writes and outcomes. */
export function useEvaluationState(
  ea: EaDetails,
  { editor, writes, handleError, handleSuccess }: DocumentWorkflow<EaFormValues>,
): EvaluationContextValue {
  const { editing } = editor;
  const { run, pending } = writes;
  const write = useCallback(
    async (call: VersionedCall, { quiet = false }: WriteOptions = {}) => {
      try {
        const { message } = await run(call);
        if (!quiet) handleSuccess(message);
        return true;
      } catch (error) {
        handleError(error);
        return false;
      }
    },
    [run, handleSuccess, handleError],
  );
  const { permissions, check } = ea;
  const missing = useMemo(() => new Set(check.missing), [check.missing]);
  const stored = useMemo(() => formValuesOf(ea), [ea]);
  const mayEdit = useCallback(
    (field: EvaluationField) => editing && mayWriteField(permissions, field),
    [editing, permissions],
  );
  return useMemo(
    () => ({ ea, stored, editing, mayEdit, missing, write, pending, handleError, handleSuccess }),
    [ea, stored, editing, mayEdit, missing, write, pending, handleError, handleSuccess],
  );
}

/**
 * The evaluation as the shared row sections see it: its keys, whether the viewer edits this kind of rows now (the
 * field → side map; `true` inside a row's own dialog), outcomes.
 */
export function useEaRows(
  kind: Extract<EvaluationField, `rows.${string}`> | true,
): DocumentRowsContext<{ idEa: number; rowVersion: number }> {
  const { ea, handleError, handleSuccess, mayEdit } = useEvaluation();
  const editable = kind === true || mayEdit(kind);
  return useMemo(
    () => ({
      keys: { idEa: ea.id, rowVersion: ea.rowVersion },
      editable,
      onSuccess: handleSuccess,
      onError: handleError,
    }),
    [ea.id, ea.rowVersion, editable, handleError, handleSuccess],
  );
}
