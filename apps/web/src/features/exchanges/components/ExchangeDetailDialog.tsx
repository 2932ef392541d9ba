import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Replay from '@mui/icons-material/Replay';
import { useTranslation } from 'react-i18next';
import type { ExchangeAttempt, ExchangeDetail } from '@my-skills/shared/schemas/exchanges';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { Fact } from '../../../components/facts/Fact';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { errorMessage } from '../../../lib/error-message';
import { useCancelExchange } from '../api/cancel-exchange';
import { useExchange } from '../api/get-exchange';
import { useRetryExchange } from '../api/retry-exchange';
import { ConnectionChecks, connectionChecksOf, MappingLacks } from './ConnectionChecks';
import { ExchangeStateChip } from './ExchangeStateChip';
import { useDateTimeFormat } from '../../../lib/dates';
import { canCancel, canRetry, useKindLabel, useObjectLabel } from './format';

const OUTCOME_COLOR: Record<ExchangeAttempt['outcome'], 'success' | 'warning' | 'error' | 'default'> = {
  sent: 'success',
  retry: 'warning',
  failed: 'error',
  abandoned: 'default',
};

/** One exchange: its facts, last error, every attempt, payload; Retry and Cancel with confirmation. */
export function ExchangeDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('exchanges');
  const titleId = useId();
  const exchange = useExchange(id);
  return (
    <Dialog open={id !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth scroll="paper">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {t('detail.title', { id: id ?? '' })}
        {exchange.data ? <ExchangeStateChip state={exchange.data.state} size="medium" /> : null}
      </DialogTitle>
      <DialogContent dividers>
        {exchange.isPending ? (
          <Skeleton variant="rounded" height={280} />
        ) : exchange.isError ? (
          <Alert severity="error">{errorMessage(exchange.error)}</Alert>
        ) : (
          <ExchangeDetailContent exchange={exchange.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {exchange.data ? <ExchangeActions exchange={exchange.data} /> : null}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} color="inherit">
          {t('detail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ExchangeDetailContent({ exchange }: { exchange: ExchangeDetail }) {
  const { t } = useTranslation('exchanges');
  const formatDate = useDateTimeFormat();
  const kindLabel = useKindLabel();
  const objectLabel = useObjectLabel();
  return (
    <Stack spacing={3}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}
      >
        <Fact wrapAnywhere label={t('columns.kind')}>
          {kindLabel(exchange.kind)}
        </Fact>
        <Fact wrapAnywhere label={t('columns.object')}>
          {objectLabel(exchange)}
        </Fact>
        <Fact wrapAnywhere label={t('columns.person')}>
          {exchange.personName ?? '—'}
        </Fact>
        <Fact wrapAnywhere label={t('detail.createdBy')}>
          {exchange.createdByName ?? '—'}
        </Fact>
        <Fact wrapAnywhere label={t('columns.created')}>
          {formatDate(exchange.createdAt)}
        </Fact>
        <Fact wrapAnywhere label={t('detail.updated')}>
          {formatDate(exchange.updatedAt)}
        </Fact>
        <Fact wrapAnywhere label={t('detail.sentAt')}>
          {formatDate(exchange.sentAt)}
        </Fact>
        <Fact wrapAnywhere label={t('columns.nextAttempt')}>
          {formatDate(exchange.nextAttemptAt)}
        </Fact>
        <Fact wrapAnywhere label={t('columns.attempts')}>
          <span data-testid="exchange-attempts">
            {t('attemptsOf', { attempts: exchange.attempts, max: exchange.maxAttempts })}
          </span>
        </Fact>
        <Fact wrapAnywhere label={t('detail.idempotencyKey')}>
          <Box component="code" sx={{ fontSize: '0.8rem' }} data-testid="exchange-idempotency-key">
            {exchange.idempotencyKey}
          </Box>
        </Fact>
        <Fact wrapAnywhere label={t('detail.batch')}>
          <Box component="code" sx={{ fontSize: '0.8rem' }}>
            {exchange.batchId}
          </Box>
        </Fact>
        <Fact wrapAnywhere label={t('detail.attachment')}>
          {exchange.attachmentBytes === null ? '—' : t('detail.bytes', { count: exchange.attachmentBytes })}
        </Fact>
      </Box>

      {exchange.lastError ? (
        <Alert severity={exchange.state === 'failed' ? 'error' : 'warning'} data-testid="exchange-last-error">
          <AlertTitle>{t('detail.lastError')}</AlertTitle>
          <ErrorText error={exchange.lastError} />
        </Alert>
      ) : null}

      {exchange.kind === 'boond.checkConnection' ? <ConnectionChecksSection exchange={exchange} /> : null}

      <Box component="section" aria-labelledby="attempts-title">
        <Typography id="attempts-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('detail.attempts')}
        </Typography>
        {exchange.attemptsHistory.length === 0 ? (
          <Typography color="text.secondary">{t('detail.noAttempt')}</Typography>
        ) : (
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-labelledby="attempts-title" data-testid="exchange-attempts-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('attempt.number')}</TableCell>
                  <TableCell>{t('attempt.startedAt')}</TableCell>
                  <TableCell align="right">{t('attempt.duration')}</TableCell>
                  <TableCell>{t('attempt.outcome')}</TableCell>
                  <TableCell>{t('attempt.status')}</TableCell>
                  <TableCell>{t('attempt.code')}</TableCell>
                  <TableCell>{t('attempt.detail')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {exchange.attemptsHistory.map((attempt) => (
                  <TableRow key={`${attempt.attemptNo}-${attempt.startedAt}`}>
                    <TableCell>{attempt.attemptNo}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(attempt.startedAt)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {t('attempt.ms', { count: attempt.durationMs })}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={OUTCOME_COLOR[attempt.outcome]}
                        variant="outlined"
                        label={t(`outcomes.${attempt.outcome}`)}
                      />
                    </TableCell>
                    <TableCell>{attempt.error?.status ?? '—'}</TableCell>
                    <TableCell>{attempt.error?.code ?? '—'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 220 }}>
                      {attempt.error?.detail ?? '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>

      <GreenPanel title={t('detail.payload')} defaultExpanded={false}>
        <Box
          component="pre"
          sx={{
            m: 0,
            fontSize: '0.8rem',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            maxHeight: 320,
            overflow: 'auto',
          }}
        >
          {JSON.stringify({ payload: exchange.payload, result: exchange.result ?? null }, null, 2)}
        </Box>
      </GreenPanel>
    </Stack>
  );
}

/** A connection test's checks (and what the dictionary mapping still lacks), once it has finished. */
function ConnectionChecksSection({ exchange }: { exchange: ExchangeDetail }) {
  const { t } = useTranslation('exchanges');
  const checks = connectionChecksOf(exchange);
  const finished = exchange.state === 'sent' || exchange.state === 'failed';
  if (!finished) return null;
  return (
    <Box component="section" aria-labelledby="checks-title">
      <Typography id="checks-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('checks.title')}
      </Typography>
      {checks.length === 0 ? (
        <Typography color="text.secondary">{t('checks.none')}</Typography>
      ) : (
        <ConnectionChecks checks={checks} />
      )}
      <MappingLacks />
    </Box>
  );
}

/** "HTTP 503 · code 1100 · detail". */
export function ErrorText({ error }: { error: NonNullable<ExchangeDetail['lastError']> }) {
  const { t } = useTranslation('exchanges');
  const parts = [
    error.status !== null ? t('error.status', { status: error.status }) : null,
    error.code !== null ? t('error.code', { code: error.code }) : null,
  ].filter(Boolean);
  return (
    <>
      {parts.length > 0 ? <Typography variant="body2">{parts.join(' · ')}</Typography> : null}
      {error.detail ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {error.detail}
        </Typography>
      ) : null}
    </>
  );
}

type PendingAction = 'retry' | 'cancel' | null;

function ExchangeActions({ exchange }: { exchange: ExchangeDetail }) {
  const { t } = useTranslation('exchanges');
  const notify = useNotify();
  const retry = useRetryExchange();
  const cancel = useCancelExchange();
  const [confirming, setConfirming] = useState<PendingAction>(null);
  const busy = retry.isPending || cancel.isPending;

  const run = () => {
    const mutation = confirming === 'retry' ? retry : cancel;
    mutation.mutate(exchange.id, {
      onSuccess: ({ message }) => notify(message || t('actions.done'), 'success'),
      onError: (error) => notify(errorMessage(error), 'error'),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <>
      {canRetry(exchange.state) ? (
        <Button variant="contained" startIcon={<Replay />} onClick={() => setConfirming('retry')} disabled={busy}>
          {t('actions.retry')}
        </Button>
      ) : null}
      {canCancel(exchange.state) ? (
        <Button
          variant="outlined"
          color="error"
          startIcon={<BlockOutlined />}
          onClick={() => setConfirming('cancel')}
          disabled={busy}
        >
          {t('actions.cancel')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={run}
        confirmDisabled={busy}
        confirmLabel={confirming === 'cancel' ? t('actions.cancel') : t('actions.retry')}
      >
        <Typography>
          {confirming === 'cancel'
            ? t('actions.confirmCancel', { id: exchange.id })
            : t('actions.confirmRetry', { id: exchange.id })}
        </Typography>
      </ConfirmDialog>
    </>
  );
}
