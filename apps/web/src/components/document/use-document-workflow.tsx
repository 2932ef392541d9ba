import { useCallback, useReducer, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RELOAD_AFTER_RESULT_MS } from '@my-skills/shared/constants';
import type { ObjectState } from '@my-skills/shared/schemas/exchanges';
import type { ApiResult } from '../../lib/api-client';
import { resendBoond, useDeliveryFollow } from '../../lib/delivery';
import { documentViewPath } from '../../lib/document-export';
import { documentTypeOf, isExportedKind, labelText, type DocumentKind } from '../../lib/document-types';
import { errorMessage } from '../../lib/error-message';
import { useNotify } from '../notifications/NotificationProvider';
import { DeliveryPanel } from './DeliveryPanel';
import {
  DocumentEditorContext,
  saveFailureText,
  useDocumentEditor,
  type DocumentEditor,
  type DocumentEditorOptions,
} from './document-editor';
import { DocumentWritesContext, useDocumentWrites, type DocumentCache, type DocumentWrites } from './document-writes';
import { EditorButtons, EditorStatusLine } from './EditorControls';
import { ExportMenu } from './ExportMenu';
import {
  ConflictDialog,
  MissingDataDialog,
  SendFailedDialog,
  WorkflowConfirmDialog,
  type MissingItem,
} from './WorkflowDialogs';
import {
  failureEvent,
  initialWorkflowState,
  isSharedStep,
  shownSteps,
  STEP_TRAITS,
  workflowReducer,
  type MissingOf,
  type SharedStep,
  type StatusAction,
  type WorkflowPermissions,
} from './workflow-steps';

/** A step of the document's own, after the shared ones (a new version; signing again, a reminder…). */
export interface DocumentStep {
  /** Its name: the button's test id `action-<step>`, its label `<steps>.<step>` and question `<questions>.<step>`. */
  step: string;
  shown: boolean;
  icon: ReactNode;
  contained?: boolean;
  /** The question's `{{name}}` (by default the owner's name). */
  name?: string | null;
  /**
   * Sends the step (a write of the document through `writes.run`, which names the latest row version); the answer's
   * message is the success notice (the generic one without).
   */
  run: (context: { comment?: string; writes: DocumentWrites }) => Promise<{ message?: string }>;
  /** Once done, the delivery to BoondManager is followed (its outcome is the notice). */
  deliver?: boolean;
}

export interface DocumentWorkflowOptions<V extends FieldValues> {
  /** The document's entry in the document-type map (lib/document-types.ts): its words, exports, deliveries. */
  kind: DocumentKind;
  /** The loaded document. */
  document: {
    id: number;
    idUser: number;
    idLang: number;
    status: number;
    rowVersion: number;
    delivery: ObjectState | null;
    /** The owner's name, the questions' `{{name}}`. */
    ownerName: string;
    /** The document's check, read with it: submit and validate ask only once nothing is missing. */
    check: { ok: boolean; missing: () => MissingItem[] };
  };
  /** What the viewer may do now (the server's permissions). */
  permissions: WorkflowPermissions & { canExport: boolean };
  /** Where its reads are cached (the row-version patch, the reload). */
  cache: DocumentCache;
  /** The status call: submit, validate or send back to draft, naming the row version, with the optional comment. */
  changeStatus: (body: {
    action: StatusAction;
    rowVersion: number;
    comment?: string;
  }) => Promise<ApiResult<{ rowVersion: number }>>;
  /** The document editor (decision 017): its save is given the latest row version. */
  editor: Omit<DocumentEditorOptions<V>, 'save' | 'onConflict'> & {
    save: (values: V, stored: V, rowVersion: number) => Promise<ApiResult<{ rowVersion: number }>>;
  };
  /** A 422's details (what the server found missing) as the missing-data dialog lists them. */
  missingOf: MissingOf;
  /** The document's own steps, shown after the shared ones. */
  steps?: DocumentStep[];
  /** A question other than `<questions>.<step>` for a step (a submit that locks the document…). */
  questions?: Partial<Record<string, string>>;
}

export interface DocumentWorkflow<V extends FieldValues> {
  editor: DocumentEditor<V>;
  writes: DocumentWrites;
  /** A failed write: a 409 opens the conflict dialog (reload), anything else a notice. */
  handleError: (error: unknown) => void;
  /** A write went through: the server's message, or the generic one. */
  handleSuccess: (message?: string) => void;
  /** A step, a save, a write or a delivery is under way. */
  busy: boolean;
  /** What the document's header shows: the editor's and the steps' buttons, the exports, the status and progress lines. */
  header: { actions: ReactNode; statusLine: ReactNode; busyText: string | null };
  /** The delivery to BoondManager (once validated, or once something was sent). */
  deliveryPanel: ReactNode;
  /** The confirmation, missing-data, send-failure and conflict dialogs. */
  dialogs: ReactNode;
}

const SHARED_ICONS: Record<SharedStep, ReactNode> = {
  submit: <SendOutlined />,
  validate: <CheckCircleOutlined />,
  toDraft: <UndoOutlined />,
  resendBoond: <ReplayOutlined />,
};

/**
 * The workflow of a document (skills file, evaluation…), built once: the editor and the one row-version strategy of
 * its writes, the steps the viewer may take (save, check, confirm, then send — part 2 §4), the confirmation of each,
 * what is still missing (the document's check, or the server's 422), someone else's change (a 409: reload), the
 * notice and the reload after a step, and the delivery to BoondManager after a validation or a resend.
 */
export function useDocumentWorkflow<V extends FieldValues>({
  kind,
  document,
  permissions,
  cache,
  changeStatus,
  editor: editorOptions,
  missingOf,
  steps: ownSteps = [],
  questions = {},
}: DocumentWorkflowOptions<V>): DocumentWorkflow<V> {
  const type = documentTypeOf(kind);
  const { labels } = type;
  const { t } = useTranslation(labels.ns);
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const [state, dispatch] = useReducer(workflowReducer, initialWorkflowState);
  const writes = useDocumentWrites(document, cache);
  const { reload } = writes;

  const conflictFallback = labels.conflict.fallback ? t(labels.conflict.fallback) : '';
  const failureText = type.failureNotice === 'afterDash' ? saveFailureText : errorMessage;
  const handleError = useCallback(
    (error: unknown) => {
      const event = failureEvent(error, { step: false, conflictFallback });
      if (event) dispatch(event);
      else notify(failureText(error), 'error');
    },
    [conflictFallback, failureText, notify],
  );
  const handleSuccess = useCallback(
    (message?: string) => notify(message || tc('messages.actionSuccess'), 'success'),
    [notify, tc],
  );
  const reloadSoon = useCallback(() => window.setTimeout(() => void reload(), RELOAD_AFTER_RESULT_MS), [reload]);

  const editor = useDocumentEditor<V>({
    ...editorOptions,
    save: (values, stored) => writes.run((rowVersion) => editorOptions.save(values, stored, rowVersion)),
    onConflict: handleError,
  });

  /** After a validation or a resend: follow the delivery to BoondManager, then the result notice or dialog. */
  const delivery = useDeliveryFollow({
    document: { kind, id: document.id, idUser: document.idUser },
    onSettled: useCallback(
      (settled) => {
        notify(labelText(t, settled?.state === 'sent' ? labels.delivery.sent : labels.delivery.accepted), 'success');
        reloadSoon();
      },
      [notify, t, labels, reloadSoon],
    ),
    onSupportTold: useCallback(
      (message) => {
        notify(message, 'plain');
        void reload();
      },
      [notify, reload],
    ),
  });

  const statusStep =
    (action: StatusAction): DocumentStep['run'] =>
    ({ comment }) =>
      writes.run((rowVersion) => changeStatus({ action, rowVersion, comment }));
  const sharedRun: Record<SharedStep, DocumentStep['run']> = {
    submit: statusStep('submit'),
    validate: statusStep('validate'),
    toDraft: statusStep('toDraft'),
    resendBoond: () => resendBoond({ kind, id: document.id, idUser: document.idUser, idLang: document.idLang }),
  };
  const stepOf = (step: string): DocumentStep | undefined =>
    isSharedStep(step)
      ? {
          step,
          shown: true,
          icon: SHARED_ICONS[step],
          contained: STEP_TRAITS[step].contained,
          run: sharedRun[step],
          deliver: STEP_TRAITS[step].deliver,
        }
      : ownSteps.find((own) => own.step === step);
  const shown = shownSteps(document, type.statuses, permissions, ownSteps);
  const busy = state.running || delivery.sending || writes.pending || editor.status === 'saving';

  /** A step: unsaved input is saved first; submit and validate then check what is missing; then the confirmation. */
  const ask = async (step: string) => {
    const hadChanges = editor.editing && editor.dirty;
    if (hadChanges && !(await editor.save())) return;
    // Just saved: the server checks again (its 422 lists what is missing); else the check read with the document.
    const incomplete = isSharedStep(step) && STEP_TRAITS[step].checked && !hadChanges && !document.check.ok;
    dispatch({
      type: 'ask',
      step,
      missing: incomplete ? { intro: t(labels.missingIntro), items: document.check.missing() } : null,
    });
  };

  /** The confirmed step is sent; the confirmation closes on its answer. */
  const confirm = async () => {
    const step = state.confirming === null ? undefined : stepOf(state.confirming);
    if (!step) return;
    const comment = state.comment.trim() || undefined;
    dispatch({ type: 'run' });
    try {
      const result = await step.run({ comment, writes });
      dispatch({ type: 'done' });
      if (step.deliver) void delivery.follow();
      else {
        handleSuccess(result.message);
        reloadSoon();
      }
    } catch (error) {
      const event = failureEvent(error, { step: true, missingOf, conflictFallback });
      if (event) {
        dispatch(event);
        // The red fields follow what the server found missing.
        if (event.type === 'missing') void reload();
      } else {
        dispatch({ type: 'done' });
        notify(
          step.step === 'validate' && labels.validateFailed
            ? `${t(labels.validateFailed)}&&${errorMessage(error)}`
            : failureText(error),
          'error',
        );
      }
    }
  };

  const actions = (
    <>
      <EditorButtons editor={editor} />
      {shown.map((name) => {
        const step = stepOf(name)!;
        return (
          <Button
            key={name}
            variant={step.contained ? 'contained' : 'outlined'}
            color={name === 'validate' ? 'success' : undefined}
            startIcon={step.icon}
            onClick={() => void ask(name)}
            disabled={busy}
            data-testid={`action-${name}`}
          >
            {t(`${labels.steps}.${name}`)}
          </Button>
        );
      })}
      {permissions.canExport && isExportedKind(kind) ? (
        <>
          {labels.readPdf ? (
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfOutlined />}
              component={RouterLink}
              to={documentViewPath({ kind, id: document.id })}
              data-testid="read-pdf"
            >
              {t(labels.readPdf)}
            </Button>
          ) : null}
          <ExportMenu document={{ kind, id: document.id }} />
        </>
      ) : null}
    </>
  );

  const deliveryPanel =
    document.status === type.statuses.validated || document.delivery ? (
      <DeliveryPanel
        delivery={document.delivery}
        kind={kind}
        canResend={permissions.canResendBoond && !busy}
        resending={busy}
        onResend={() => dispatch({ type: 'ask', step: 'resendBoond' })}
        labels={{ failedHint: t(labels.delivery.failedHint), resend: t(`${labels.steps}.resendBoond`) }}
      />
    ) : null;

  const confirming = state.confirming;
  const confirmingStep = confirming === null ? undefined : stepOf(confirming);
  const dialogs = (
    <>
      <WorkflowConfirmDialog
        open={confirming !== null}
        question={
          confirming
            ? t(`${labels.questions}.${questions[confirming] ?? confirming}`, {
                name: confirmingStep?.name ?? document.ownerName,
              })
            : ''
        }
        confirmLabel={confirming ? t(`${labels.steps}.${confirming}`) : undefined}
        commentLabel={
          confirming && isSharedStep(confirming) && STEP_TRAITS[confirming].comment ? t(labels.comment) : undefined
        }
        comment={state.comment}
        onCommentChange={(comment) => dispatch({ type: 'comment', comment })}
        onConfirm={() => void confirm()}
        onCancel={() => dispatch({ type: 'cancel' })}
        pending={busy}
      />
      <MissingDataDialog
        items={state.missing?.items ?? null}
        intro={state.missing?.intro ?? ''}
        onClose={() => dispatch({ type: 'closeMissing' })}
      />
      <SendFailedDialog
        state={delivery.failure}
        kind={kind}
        retryGuide={t(labels.delivery.retryGuide)}
        onClose={() => void delivery.closeFailure()}
      />
      <ConflictDialog
        message={state.conflict}
        labels={{ title: t(labels.conflict.title), reload: t(labels.conflict.reload) }}
        onClose={() => dispatch({ type: 'closeConflict' })}
        onReload={() => {
          dispatch({ type: 'closeConflict' });
          void reload();
        }}
      />
    </>
  );

  return {
    editor,
    writes,
    handleError,
    handleSuccess,
    busy,
    header: {
      actions,
      statusLine: <EditorStatusLine editor={editor} />,
      busyText: delivery.sending ? t(labels.delivery.sending) : null,
    },
    deliveryPanel,
    dialogs,
  };
}

/** The document's sections under its editor and writes (rows, fields), and the workflow's dialogs. */
export function DocumentScope<V extends FieldValues>({
  workflow,
  children,
}: {
  workflow: DocumentWorkflow<V>;
  children: ReactNode;
}) {
  return (
    <DocumentEditorContext.Provider value={workflow.editor}>
      <DocumentWritesContext.Provider value={workflow.writes}>
        {children}
        {workflow.dialogs}
      </DocumentWritesContext.Provider>
    </DocumentEditorContext.Provider>
  );
}
