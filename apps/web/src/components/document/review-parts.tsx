/**
 * What a two-sided signed review (the annual evaluation, the business-manager review) shows around its sections: the
 * notices — read-only for this viewer, the reviewer's side hidden from the owner until validated, a validated review
 * corrected by HR that no signature covers yet —, its history with HR's corrections named, and the card of a review
 * not opened yet. Each document's texts
 * come from its own namespace (`readOnly`, `managerHidden`, `correctedByHr`, `history.hrCorrection`).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { useTranslation } from 'react-i18next';
import { HistoryPanel, type StatusChange } from './HistoryPanel';

export function ReviewNotices({
  ns,
  editable,
  managerHidden,
  correctedUnsigned,
}: {
  ns: 'evaluation' | 'eepBm';
  editable: boolean;
  /** The viewer is the owner and the reviewer's side is not shown yet. */
  managerHidden: boolean;
  /** HR corrected the validated review and it awaits a new signature. */
  correctedUnsigned: boolean;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      {!editable ? (
        <Alert severity="info" data-testid="read-only-banner">
          {t('readOnly')}
        </Alert>
      ) : null}
      {managerHidden ? <Alert severity="info">{t('managerHidden')}</Alert> : null}
      {correctedUnsigned ? <Alert severity="warning">{t('correctedByHr')}</Alert> : null}
    </>
  );
}

/** The review's status history; the server's 'HR' comment reads as HR's correction. */
export function ReviewHistory<Status>({
  ns,
  history,
  renderStatus,
  testId,
}: {
  ns: 'evaluation' | 'eepBm';
  history: StatusChange<Status>[];
  renderStatus: (status: Status) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <HistoryPanel
      history={history.map((entry) => ({
        ...entry,
        comment: entry.comment === 'HR' ? t('history.hrCorrection') : entry.comment,
      }))}
      renderStatus={renderStatus}
      testId={testId}
    />
  );
}

/** A review of this year not opened yet: what the server said, and the action that opens it. */
export function NotStartedReview({
  title,
  message,
  action,
  onOpen,
  opening,
  testIds,
}: {
  title: string;
  message: string;
  action: string;
  onOpen: () => void;
  opening: boolean;
  testIds: { card: string; open: string };
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 5, textAlign: 'center', borderRadius: 2, borderStyle: 'dashed' }}
      data-testid={testIds.card}
    >
      <NoteAddOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h2" component="h1" sx={{ fontSize: '1.3rem', mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={onOpen} disabled={opening} data-testid={testIds.open}>
        {action}
      </Button>
    </Paper>
  );
}
