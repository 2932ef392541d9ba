import { useCallback, useState, type ReactNode } from 'react';
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
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import type { ObjectState } from '@my-skills/shared/schemas/exchanges';
import { DeliveryPanel } from '../../../components/document/DeliveryPanel';
import { ExportMenu } from '../../../components/document/ExportMenu';
import { HistoryPanel } from '../../../components/document/HistoryPanel';
import {
  ConflictDialog,
  MissingDataDialog,
  SendFailedDialog,
  WorkflowConfirmDialog,
} from '../../../components/document/WorkflowDialogs';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { isApiError } from '../../../lib/api-client';
import { useResendBoond, waitForDelivery } from '../../../lib/delivery';
import { documentViewPath } from '../../../lib/document-export';
import { changeEaStatus } from '../api/change-ea-status';
import { managerSigned } from '../api/manager-signed';
import { useSendEaReminder } from '../api/send-reminder';
import { AnnualReviewSection } from './AnnualReviewSection';
import { EaStatusChip } from './EaStatusChip';
import { EvaluationContext, useEvaluationState } from './evaluation-context';
import { EvaluationHeader } from './EvaluationHeader';
import { EvolutionSection } from './EvolutionSection';
import { IdentitySection } from './IdentitySection';
import { LanguagesActions } from './LanguagesActions';
import { ObjectivesSection } from './ObjectivesSection';
import { SkillsSection } from './SkillsSection';
import { TrainingsSection } from './TrainingsSection';

type Action = 'submit' | 'validate' | 'toDraft' | 'resendBoond' | 'sign' | 'remind';

/** A loaded evaluation: the header and its workflow, the sections in the form's order, delivery and history. */
export function LoadedEvaluation({ ea }: { ea: EaDetails }) {
  const { t } = useTranslation('evaluation');
  const notify = useNotify();
  const context = useEvaluationState(ea);
  const { write, handleError, handleSuccess, reload, pending } = context;
  const resend = useResendBoond();
  const remind = useSendEaReminder();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState<{ intro: string; items: string[] } | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ObjectState | null>(null);
  const perms = ea.permissions;
  const unsigned = ea.status === EA_STATUSES.VALIDATED && ea.signature === null;
  const ownerName = `${ea.person.firstName} ${ea.person.lastName}`;
  /** Who a reminder goes to: the owner reminds the manager, the manager's side reminds the owner (until validated). */
  const reminded =
    perms.side === null || ea.status === EA_STATUSES.VALIDATED
      ? null
      : perms.isOwner
        ? (ea.person.manager?.name ?? null)
        : ownerName;
  const showMissing = useCallback(
    (intro: string) => setMissing({ intro, items: ea.check.sections.map((s) => s.name) }),
    [ea.check.sections],
  );

  const reloadSoon = () => window.setTimeout(() => void reload(), RELOAD_AFTER_RESULT_MS);
  /** After a validation or resend: follow the delivery to BoondManager, then the result notice and a reload. */
  const followDelivery = async (accepted: string) => {
    setSending(true);
    const state = await waitForDelivery('ea', ea.id).catch(() => null);
    setSending(false);
    if (state?.state === 'failed') return setFailure(state);
    notify(state?.state === 'sent' ? t('delivery.sent') : accepted || t('delivery.accepted'), 'success');
    reloadSoon();
  };

  const ask = (action: Action) => {
    if ((action === 'submit' || action === 'validate') && !ea.check.ok) showMissing(t('missing.intro'));
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
        { onSuccess: ({ message }) => void followDelivery(message), onError: handleError },
      );
    } else if (action === 'sign') {
      let accepted = '';
      const done = await write(
        async () => {
          const result = await managerSigned(ea.id);
          accepted = result.message;
          return result;
        },
        { quiet: true },
      );
      if (done) void followDelivery(accepted);
    } else if (action) {
      let accepted = '';
      const done = await write(
        async (rowVersion) => {
          const result = await changeEaStatus({ id: ea.id, action, rowVersion, comment: comment.trim() || undefined });
          accepted = result.message;
          return result;
        },
        {
          quiet: action === 'validate',
          // A 422: the server's message and the missing sections (the reload refreshes them and the red fields).
          onError: (error) => {
            if (!isApiError(error) || error.status !== 422) return false;
            showMissing(error.message);
            void reload();
            return true;
          },
        },
      );
      setComment('');
      if (done && action === 'validate') void followDelivery(accepted);
    }
  };

  const buttons: { action: Action; shown: boolean; icon: ReactNode; contained?: boolean }[] = [
    { action: 'submit', shown: perms.canSubmit, icon: <SendOutlined />, contained: true },
    { action: 'validate', shown: perms.canValidate, icon: <CheckCircleOutlined />, contained: true },
    { action: 'toDraft', shown: perms.canResendToDraft, icon: <UndoOutlined /> },
    { action: 'resendBoond', shown: perms.canResendBoond && ea.signature !== null, icon: <ReplayOutlined /> },
    // After HR's correction no signature covers the evaluation: the manager signs it again.
    { action: 'sign', shown: unsigned && perms.managesOwner, icon: <DrawOutlined />, contained: true },
    { action: 'remind', shown: reminded !== null, icon: <ForwardToInboxOutlined /> },
  ];
  const busy = pending || sending || resend.isPending || remind.isPending;
  const actions = (
    <>
      {buttons
        .filter((b) => b.shown)
        .map((b) => (
          <Button
            key={b.action}
            variant={b.contained ? 'contained' : 'outlined'}
            color={b.action === 'validate' ? 'success' : undefined}
            startIcon={b.icon}
            onClick={() => ask(b.action)}
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
    <EvaluationContext.Provider value={context}>
      <EvaluationHeader ea={ea} actions={actions} busyText={sending ? t('delivery.sending') : null} />
      <Stack spacing={2.5}>
        {!editable ? (
          <Alert severity="info" data-testid="read-only-banner">
            {t('readOnly')}
          </Alert>
        ) : null}
        {perms.isOwner && !perms.seesManagerSide ? <Alert severity="info">{t('managerHidden')}</Alert> : null}
        {ea.correctedByHr ? <Alert severity="warning">{t('correctedByHr')}</Alert> : null}
        <IdentitySection />
        <AnnualReviewSection />
        <SkillsSection />
        <ObjectivesSection />
        <EvolutionSection />
        <LanguagesActions />
        <TrainingsSection />
        {ea.status === EA_STATUSES.VALIDATED || ea.delivery ? (
          <DeliveryPanel
            delivery={ea.delivery}
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
      <MissingDataDialog items={missing?.items ?? null} intro={missing?.intro ?? ''} onClose={() => setMissing(null)} />
      <SendFailedDialog
        state={failure}
        retryGuide={t('delivery.retryGuide')}
        onClose={() => {
          setFailure(null);
          void reload();
        }}
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
  );
}
