import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { generatePath, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Candidate } from '@my-skills/shared/schemas/candidates';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { EmptyTableRow } from '../../../components/lists/EmptyTableRow';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { useDateTimeFormat } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { paths } from '../../../lib/paths';
import { useInviteCandidate } from '../api/invite-candidate';

const COLUMNS = 8;
const FILE_COLORS: Record<number, 'info' | 'warning' | 'success'> = { 1: 'info', 2: 'warning', 3: 'success' };

export function CandidatesTable({
  items,
  loaded,
  searched,
}: {
  items: Candidate[];
  loaded: boolean;
  searched: boolean;
}) {
  const { t } = useTranslation('candidates');
  const dateTime = useDateTimeFormat();
  return (
    <TableContainer>
      <Table size="small" id="candidates-table" aria-labelledby="candidates-list-title" data-testid="candidates-table">
        <TableHead>
          <TableRow>
            {(['name', 'email', 'language', 'invitedAt', 'password', 'lockedUntil', 'file', 'actions'] as const).map(
              (column) => (
                <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((candidate) => (
            <TableRow key={candidate.id} hover data-testid={`candidate-${candidate.id}`}>
              <TableCell sx={{ fontWeight: 600 }}>
                {candidate.firstName} {candidate.lastName}
              </TableCell>
              <TableCell>{candidate.email}</TableCell>
              <TableCell>{t(`languages.${candidate.idLang}`, { defaultValue: String(candidate.idLang) })}</TableCell>
              <TableCell>{candidate.invitedAt ? dateTime(candidate.invitedAt) : t('never')}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={candidate.passwordSet ? 'success' : 'default'}
                  label={t(candidate.passwordSet ? 'passwordSet.yes' : 'passwordSet.no')}
                />
              </TableCell>
              <TableCell>
                {candidate.lockedUntil ? (
                  <Typography variant="body2" color="error">
                    {dateTime(candidate.lockedUntil)}
                  </Typography>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>
                <FileChip candidate={candidate} />
              </TableCell>
              <TableCell>
                <InviteButton candidate={candidate} />
              </TableCell>
            </TableRow>
          ))}
          {loaded && items.length === 0 ? (
            <EmptyTableRow colSpan={COLUMNS}>{t(searched ? 'list.noMatch' : 'list.none')}</EmptyTableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The candidate's skills file, in their language: its status opens it; without one, creating it. */
function FileChip({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation('candidates');
  const openedFrom = useOpenedFromHere();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const idLang = String(candidate.idLang);
  const link = {
    size: 'small' as const,
    component: RouterLink,
    state: openedFrom,
    clickable: true,
    'data-testid': `candidate-file-${candidate.id}`,
  };
  if (candidate.dcStatus === null) {
    return (
      <Chip
        {...link}
        to={generatePath(paths.page.dcCreateFor, { idLang, idUser: String(candidate.id) })}
        icon={<AddOutlined />}
        label={t('file.create')}
        variant="outlined"
        color="primary"
        aria-label={t('file.createFor', { name })}
      />
    );
  }
  const status = t(`file.status.${candidate.dcStatus}`, { defaultValue: String(candidate.dcStatus) });
  return (
    <Chip
      {...link}
      to={generatePath(paths.page.dcFile, { idLang, id: String(candidate.id) })}
      label={status}
      color={FILE_COLORS[candidate.dcStatus] ?? 'default'}
      aria-label={t('file.open', { name, status })}
      sx={{ fontWeight: 600 }}
    />
  );
}

/**
 * Sends the first-login invitation, or again (older links stop working). Once the candidate has a password the
 * e-mail is a reset link: asked for confirmation first.
 */
function InviteButton({ candidate }: { candidate: Candidate }) {
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
