import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { generatePath, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Candidate } from '@my-skills/shared/schemas/candidates';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { paths } from '../../../lib/paths';
import { useInviteCandidate } from '../api/invite-candidate';

const FILE_COLORS: Record<number, 'info' | 'warning' | 'success'> = { 1: 'info', 2: 'warning', 3: 'success' };

/**
 * The candidate's skills file in one language: its status opens it; without one (0), creating it — as links only
 * for a viewer the file rules allow (a recruiter; a manager sees the status alone).
 */
export function CandidateFileChip({
  candidate,
  idLang,
  mayCreate,
  mayOpen,
}: {
  candidate: Candidate;
  idLang: 1 | 2;
  mayCreate: boolean;
  mayOpen: boolean;
}) {
  const { t } = useTranslation('candidates');
  const openedFrom = useOpenedFromHere();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const language = t(`file.languages.${idLang}`);
  const status = idLang === 1 ? candidate.dcFr : candidate.dcEn;
  const params = { idLang: String(idLang) };
  const link = {
    size: 'small' as const,
    component: RouterLink,
    state: openedFrom,
    clickable: true,
    'data-testid': `candidate-file-${candidate.id}-${idLang}`,
    'data-status': status,
  };
  const label = t(`file.status.${status}`, { defaultValue: String(status) });
  if (status === 0 ? !mayCreate : !mayOpen) {
    return (
      <Chip
        size="small"
        variant="outlined"
        color={FILE_COLORS[status] ?? 'default'}
        label={label}
        data-testid={link['data-testid']}
        data-status={status}
      />
    );
  }
  if (status === 0) {
    return (
      <Chip
        {...link}
        to={generatePath(paths.page.dcCreateFor, { ...params, idUser: String(candidate.id) })}
        icon={<AddOutlined />}
        label={t('file.create')}
        variant="outlined"
        color="primary"
        aria-label={t('file.createFor', { name, language })}
      />
    );
  }
  return (
    <Chip
      {...link}
      to={generatePath(paths.page.dcFile, { ...params, id: String(candidate.id) })}
      label={label}
      color={FILE_COLORS[status] ?? 'default'}
      aria-label={t('file.open', { name, language, status: label })}
      sx={{ fontWeight: 600 }}
    />
  );
}

/**
 * Sends the first-login invitation, or again (older links stop working). Once the candidate has a password the
 * e-mail is a reset link: asked for confirmation first.
 */
export function InviteButton({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation('candidates');
  const notify = useNotify();
  const invite = useInviteCandidate();
  const [confirming, setConfirming] = useState(false);
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const send = () => {
    setConfirming(false);
    invite.mutate(candidate.id, {
      onSuccess: (answer) => notify(answer.message || t('invite.sent'), 'success'),
      onError: (error) => notify(errorMessage(error), 'error'),
    });
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<ForwardToInboxOutlined />}
        disabled={invite.isPending}
        onClick={() => (candidate.passwordSet ? setConfirming(true) : send())}
        aria-label={t(candidate.invitedAt ? 'invite.resendTo' : 'invite.sendTo', { name })}
        data-testid={`candidate-invite-${candidate.id}`}
      >
        {t(candidate.invitedAt ? 'invite.resend' : 'invite.send')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('invite.confirmTitle')}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
        confirmLabel={t('invite.confirm')}
      >
        {t('invite.confirmText', { name })}
      </ConfirmDialog>
    </>
  );
}
