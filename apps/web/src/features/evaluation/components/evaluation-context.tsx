import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { isApiError, type ApiResult } from '../../../lib/api-client';
import { mayWriteField, type EvaluationField } from '@my-skills/shared/evaluation-sides';
import { saveFailureText } from '../../../components/document/document-editor';
import { formValuesOf, type EaFormValues } from './evaluation-form';
import { evaluationKeys } from '../api/keys';
import type { DocumentRowsContext, RowWrite, WriteOutcome } from '../../../components/document/SectionRows';

/** A write of the evaluation: given the current row version, the call's answer (which names the new one). */
export type EaWrite = (rowVersion: number) => Promise<ApiResult<{ rowVersion: number }>>;

export interface WriteOptions {
  /** No success notice (the caller gives its own). */
  quiet?: boolean;
  /** A failure the caller handles itself (answers true), before the usual handling. */
  onError?: (error: unknown) => boolean;
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
  /** Runs a write with the latest row version, takes the new one and reloads; answers whether it succeeded. */
  write: (run: EaWrite, options?: WriteOptions) => Promise<boolean>;
  /** Runs a write with the latest row version and takes the new one; throws its failure (the editor's save). */
  run: (call: EaWrite) => Promise<ApiResult<{ rowVersion: number }>>;
  pending: boolean;
  /** A failure put into words (a 409 opens the conflict dialog), a success's message. */
  handleError: (error: unknown) => void;
  handleSuccess: (message?: string) => void;
  /** A row call (objectives, languages…) for the shared row sections: sent with the latest row version. */
  rowWrite: <Body extends { rowVersion: string | number }>(
    call: (body: Body) => Promise<ApiResult<{ rowVersion: number }>>,
  ) => (body: Body, outcome: WriteOutcome) => void;
  /** The conflict dialog's message (a 409: someone else saved first). */
  conflict: string | null;
  closeConflict: () => void;
  reload: () => Promise<void>;
}

export const EvaluationContext = createContext<EvaluationContextValue | null>(null);

export function useEvaluation(): EvaluationContextValue {
  const value = useContext(EvaluationContext);
  if (!value) throw new Error('useEvaluation outside an evaluation');
  return value;
}

/** The state behind the context: the row version kept across consecutive writes, the conflict, the reload. */
export function useEvaluationState(ea: EaDetails, editing: boolean): EvaluationContextValue {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const rowVersion = useRef(ea.rowVersion);
  if (ea.rowVersion > rowVersion.current) rowVersion.current = ea.rowVersion;
  const [pending, setPending] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: evaluationKeys.all }), [queryClient]);
  // A failed save shows the server's message after a dash, as the spec words it (part 1 §8, part 2 §8).
  const handleError = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code === 'CONFLICT') setConflict(error.message);
      else notify(saveFailureText(error), 'error');
    },
    [notify],
  );
  const handleSuccess = useCallback(
    (message?: string) => notify(message || t('messages.actionSuccess'), 'success'),
    [notify, t],
  );
  /** Runs a call with the latest row version and keeps the new one (in the ref and the loaded details). */
  const run = useCallback(
    async <R extends { rowVersion: number }>(call: EaWrite | ((v: number) => Promise<ApiResult<R>>)) => {
      const result = await call(rowVersion.current);
      rowVersion.current = result.data.rowVersion;
      queryClient.setQueriesData<EaDetails>({ queryKey: evaluationKeys.details() }, (old) =>
        old && old.id === ea.id ? { ...old, rowVersion: result.data.rowVersion } : old,
      );
      void reload();
      return result;
    },
    [ea.id, queryClient, reload],
  );
  const write = useCallback(
    async (call: EaWrite, { quiet = false, onError }: WriteOptions = {}) => {
      setPending(true);
      try {
        const { message } = await run(call);
        if (!quiet) handleSuccess(message);
        return true;
      } catch (error) {
        if (!onError?.(error)) handleError(error);
        return false;
      } finally {
        setPending(false);
      }
    },
    [run, handleSuccess, handleError],
  );
  const rowWrite = useCallback(
    <Body extends { rowVersion: string | number }>(call: (body: Body) => Promise<ApiResult<{ rowVersion: number }>>) =>
      (body: Body, outcome: WriteOutcome) => {
        run((version) => call({ ...body, rowVersion: version })).then(outcome.onSuccess, outcome.onError);
      },
    [run],
  );
  const { permissions, check } = ea;
  const missing = useMemo(() => new Set(check.missing), [check.missing]);
  const stored = useMemo(() => formValuesOf(ea), [ea]);
  const mayEdit = useCallback(
    (field: EvaluationField) => editing && mayWriteField(permissions, field),
    [editing, permissions],
  );
  return useMemo(
    () => ({
      ea,
      stored,
      editing,
      mayEdit,
      missing,
      write,
      run,
      pending,
      handleError,
      handleSuccess,
      rowWrite,
      conflict,
      closeConflict: () => setConflict(null),
      reload,
    }),
    [
      ea,
      stored,
      editing,
      mayEdit,
      missing,
      write,
      run,
      pending,
      handleError,
      handleSuccess,
      rowWrite,
      conflict,
      reload,
    ],
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

/** A row call of the evaluation as the shared row sections take it (pending while it runs). */
export function useEaRowCall<Body extends { rowVersion: string | number }>(
  call: (body: Body) => Promise<ApiResult<{ rowVersion: number }>>,
): RowWrite<Body> {
  const { rowWrite } = useEvaluation();
  const [isPending, setPending] = useState(false);
  const send = rowWrite(call);
  return {
    isPending,
    mutate: (body, outcome) => {
      setPending(true);
      send(body, {
        onSuccess: (result) => {
          setPending(false);
          outcome.onSuccess(result);
        },
        onError: (error) => {
          setPending(false);
          outcome.onError(error);
        },
      });
    },
  };
}
