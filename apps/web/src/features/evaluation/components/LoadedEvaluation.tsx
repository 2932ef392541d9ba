import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EA_STATUSES, RELOAD_AFTER_RESULT_MS } from '@my-skills/shared/constants';
import { EVALUATION_SECTIONS, sectionOfMissing } from '@my-skills/shared/evaluation-rules';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { DeliveryPanel } from '../../../components/document/DeliveryPanel';
import { DocumentEditorContext, useDocumentEditor } from '../../../components/document/document-editor';
import { EditorButtons, EditorStatusLine } from '../../../components/document/EditorControls';
import { ExportMenu } from '../../../components/document/ExportMenu';
import { HistoryPanel } from '../../../components/document/HistoryPanel';
import {
  ConflictDialog,
  MissingDataDialog,
  SendFailedDialog,
  WorkflowConfirmDialog,
  type MissingItem,
} from '../../../components/document/WorkflowDialogs';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { isApiError } from '../../../lib/api-client';
import { useDeliveryFollow, useResendBoond } from '../../../lib/delivery';
import { documentViewPath } from '../../../lib/document-export';
import { useUiLanguage } from '../../../lib/ui-language';
import { changeEaStatus } from '../api/change-ea-status';
import { managerSigned } from '../api/manager-signed';
import { saveEa } from '../api/save-ea';
import { useSendEaReminder } from '../api/send-reminder';
import { AnnualReviewSection } from './AnnualReviewSection';
import { EaSignatures } from './EaSignatures';
import { EaStatusChip } from './EaStatusChip';
import { EvaluationContext, useEvaluationState } from './evaluation-context';
import { formValuesOf, saveBodyOf, type EaFormValues } from './evaluation-form';
import { EvaluationHeader } from './EvaluationHeader';
import { EvolutionSection } from './EvolutionSection';
import { IdentitySection } from './IdentitySection';
import { LanguagesActions } from './LanguagesActions';
import { ObjectivesSection } from './ObjectivesSection';
import { SkillsSection } from './SkillsSection';
import { TrainingsSection } from './TrainingsSection';

type Action = 'submit' | 'validate' | 'toDraft' | 'resendBoond' | 'sign' | 'remind';

/** Missing fields ({key, name}) grouped under their section's name, in the form's order, for the dialog. */
function missingItems(fields: { key: string; name: string }[], idLang: number): MissingItem[] {
  return EVALUATION_SECTIONS.flatMap((section) => {
    const names = fields.filter((f) => sectionOfMissing(f.key) === section.key).map((f) => f.name);
    return names.length > 0 ? [{ title: pickLanguage(idLang, section), fields: names }] : [];
  });
}

/**
 * A loaded evaluation: read as a document, edited through the one document editor (decision 017: "Edit", one
 * "Save" of the viewer's own fields, nothing lost), the header and its workflow, the sections in the form's order,
 * the signatures, delivery and history.
 */
export function LoadedEvaluation({ ea }: { ea: EaDetails }) {
  const { t } = useTranslation('evaluation');
  const { idLang } = useUiLanguage();
  const notify = useNotify();
  const perms = ea.permissions;
  const values = useMemo(() => formValuesOf(ea), [ea]);
  const editor = useDocumentEditor<EaFormValues>({
    values,
    canEdit: perms.canEditConsultantSide || perms.canEditManagerSide,
    // `context` is set below, before anything can be saved.
    save: (form, stored) =>
      context.run((rowVersion) => saveEa({ idEa: ea.id, rowVersion, ...saveBodyOf(form, stored, perms) })),
    onConflict: (error) => context.handleError(error),
  });
  const context = useEvaluationState(ea, editor.editing);
  const { write, handleError, handleSuccess, reload, pending } = context;
  const resend = useResendBoond();
  const remind = useSendEaReminder();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState<{ intro: string; items: MissingItem[] } | null>(null);
  const unsigned = ea.status === EA_STATUSES.VALIDATED && ea.signature === null;
  const ownerName = `${ea.person.firstName} ${ea.person.lastName}`;
  /** Who a reminder goes to: the owner reminds the manager, the manager's side the owner (until validated). */
  const reminded =
    perms.side === null || ea.status === EA_STATUSES.VALIDATED
      ? null
      : perms.isOwner
        ? (ea.person.manager?.name ?? null)
        : ownerName;

  const reloadSoon = () => window.setTimeout(() => void reload(), RELOAD_AFTER_RESULT_MS);
  const delivery = useDeliveryFollow({
    document: { objectType: 'ea', id: ea.id, idUser: ea.idUser },
    supportType: 'actions_ea',
    onSettled: useCallback(
      (state) => {
        notify(state?.state === 'sent' ? t('delivery.sent') : t('delivery.accepted'), 'success');
        window.setTimeout(() => void reload(), RELOAD_AFTER_RESULT_MS);
      },
      [notify, t, reload],
    ),
    onSupportTold: useCallback(
      (message) => {
        notify(message, 'plain');
        void reload();
      },
      [notify, reload],
    ),
  });

  /** A workflow step: unsaved input is saved first (the spec's "save, check, confirm, then set the status"). */
  const ask = async (action: Action) => {
    const hadChanges = editor.editing && editor.dirty;
    if (hadChanges && !(await editor.save())) return;
    // Just saved: the server checks again (its 422 lists what is missing); else the check read with the evaluation.
    if ((action === 'submit' || action === 'validate') && !hadChanges && !ea.check.ok)
      setMissing({ intro: t('missing.intro'), items: missingItems(ea.check.fields, idLang) });
    else setConfirming(action);
  };
  const confirm = async () => {
    const action = confirming;
    setConfirming(null);
    if (action === 'remind') {
      remind.mutate(ea.id, {
        onSuccess: () => handleSuccess(t('workflow.reminded', { name: reminded })),
        onError: handleError,
      });
    } else if (action === 'resendBoond') {
      resend.mutate(
        { objectType: 'ea', id: ea.id, idUser: ea.idUser, idLang: ea.idLang },
        { onSuccess: () => void delivery.follow(), onError: handleError },
      );
    } else if (action === 'sign') {
      if (await write(() => managerSigned(ea.id), { quiet: true })) void delivery.follow();
    } else if (action) {
      const done = await write(
        (rowVersion) => changeEaStatus({ id: ea.id, action, rowVersion, comment: comment.trim() || undefined }),
        {
          quiet: action === 'validate',
          // A 422: the server's message and the fields it names (the reload refreshes the red fields).
          onError: (error) => {
            if (!isApiError(error) || error.status !== 422) return false;
            const fields = (error.details ?? []).map((d) => ({ key: d.path, name: d.message }));
            setMissing({ intro: error.message, items: missingItems(fields, idLang) });
            void reload();
            return true;
          },
        },
      );
      setComment('');
      if (done && action === 'validate') void delivery.follow();
      else if (done) reloadSoon();
    }
  };

  const buttons: { action: Action; shown: boolean; icon: ReactNode; contained?: boolean }[] = [
    { action: 'submit', shown: perms.canSubmit, icon: <SendOutlined />, contained: true },
    { action: 'validate', shown: perms.canValidate, icon: <CheckCircleOutlined />, contained: true },
    { action: 'toDraft', shown: perms.canResendToDraft, icon: <UndoOutlined /> },
    { action: 'resendBoond', shown: perms.canResendBoond && ea.signature !== null, icon: <ReplayOutlined /> },
    // After HR's correction no signature covers the evaluation: its manager (never the corrector) signs again.
    { action: 'sign', shown: unsigned && perms.canSign, icon: <DrawOutlined />, contained: true },
    { action: 'remind', shown: reminded !== null, icon: <ForwardToInboxOutlined /> },
  ];
  const busy = pending || delivery.sending || resend.isPending || remind.isPending || editor.status === 'saving';
  const actions = (
    <>
      <EditorButtons editor={editor} />
      {buttons
        .filter((b) => b.shown)
        .map((b) => (
          <Button
            key={b.action}
            variant={b.contained ? 'contained' : 'outlined'}
            color={b.action === 'validate' ? 'success' : undefined}
            startIcon={b.icon}
            onClick={() => void ask(b.action)}
            disabled={busy}
            data-testid={`action-${b.action}`}
          >
            {t(`workflow.${b.action}`)}
          </Button>
        ))}
      {perms.canExport ? (
        <>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfOutlined />}
            component={RouterLink}
            to={documentViewPath({ type: 'ea', id: ea.id })}
            data-testid="read-pdf"
          >
            {t('workflow.readPdf')}
          </Button>
          <ExportMenu document={{ type: 'ea', id: ea.id }} />
        </>
      ) : null}
    </>
  );
  const editable = perms.canEditConsultantSide || perms.canEditManagerSide;

  return (
    <DocumentEditorContext.Provider value={editor}>
      <EvaluationContext.Provider value={context}>
        <EvaluationHeader
          ea={ea}
          actions={actions}
          statusLine={<EditorStatusLine editor={editor} />}
          busyText={delivery.sending ? t('delivery.sending') : null}
        />
        <Stack spacing={2.5}>
          {!editable ? (
            <Alert severity="info" data-testid="read-only-banner">
              {t('readOnly')}
            </Alert>
          ) : null}
          {perms.isOwner && !perms.seesManagerSide ? <Alert severity="info">{t('managerHidden')}</Alert> : null}
          {ea.correctedByHr && unsigned ? <Alert severity="warning">{t('correctedByHr')}</Alert> : null}
          <IdentitySection />
          <AnnualReviewSection />
          <SkillsSection />
          <ObjectivesSection />
          <EvolutionSection />
          <LanguagesActions />
          <TrainingsSection />
          <EaSignatures />
          {ea.status === EA_STATUSES.VALIDATED || ea.delivery ? (
            <DeliveryPanel
              delivery={ea.delivery}
              documentType="ea"
              canResend={perms.canResendBoond && !busy}
              resending={busy}
              onResend={() => setConfirming('resendBoond')}
              labels={{ failedHint: t('delivery.failedHint'), resend: t('workflow.resendBoond') }}
            />
          ) : null}
          <HistoryPanel
            history={ea.history.map((entry) => ({
              ...entry,
              comment: entry.comment === 'HR' ? t('history.hrCorrection') : entry.comment,
            }))}
            renderStatus={(status) => <EaStatusChip status={status} />}
            testId="ea-history"
          />
        </Stack>
        <WorkflowConfirmDialog
          open={confirming !== null}
          question={
            confirming
              ? t(`workflow.confirm.${confirming}`, { name: confirming === 'remind' ? reminded : ownerName })
              : ''
          }
          confirmLabel={confirming ? t(`workflow.${confirming}`) : undefined}
          commentLabel={confirming === 'toDraft' || confirming === 'validate' ? t('workflow.comment') : undefined}
          comment={comment}
          onCommentChange={setComment}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setConfirming(null);
            setComment('');
          }}
          pending={busy}
        />
        <MissingDataDialog
          items={missing?.items ?? null}
          intro={missing?.intro ?? ''}
          onClose={() => setMissing(null)}
        />
        <SendFailedDialog
          state={delivery.failure}
          documentType="ea"
          retryGuide={t('delivery.retryGuide')}
          onClose={() => void delivery.closeFailure()}
        />
        <ConflictDialog
          message={context.conflict}
          labels={{ title: t('conflict.title'), reload: t('conflict.reload') }}
          onClose={context.closeConflict}
          onReload={() => {
            context.closeConflict();
            void reload();
          }}
        />
      </EvaluationContext.Provider>
    </DocumentEditorContext.Provider>
  );
}
