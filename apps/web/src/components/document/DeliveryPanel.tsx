import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ObjectState } from '@my-skills/shared/schemas/exchanges';
import { formatDateTime } from '../../lib/dates';
import { documentTypeOf, type DocumentKind } from '../../lib/document-types';
import { GreenPanel } from '../panels/GreenPanel';

const STATE_COLORS: Record<string, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  sent: 'success',
  pending: 'info',
  processing: 'info',
  failed: 'error',
  cancelled: 'default',
  none: 'default',
};

/**
 * What a message of a document's delivery is, in words: the document type's own label for the kinds its entry lists
 * ("Signed evaluation (PDF)", not "Document"), else the generic one.
 */
export function deliveryKindLabel(t: TFunction<'document'>, document: DocumentKind, kind: string): string {
  const generic = t(`delivery.kinds.other.${kind}`, { defaultValue: kind });
  return documentTypeOf(document).deliveryKinds.includes(kind)
    ? t(`delivery.kinds.${document}.${kind}`, { defaultValue: generic })
    : generic;
}

/** One message's error, as the send-failure details show it: status code, code and detail. */
export const errorLine = (error: { status: number | null; code: string | null; detail: string | null } | null) =>
  error ? [error.status, error.code, error.detail].filter((part) => part !== null && part !== '').join(' · ') : '';

/**
 * The delivery of a document's last validation or resend to BoondManager (the outbox's state of the object): sent,
 * pending, or failed with details and, when allowed, the resend button.
 */
export function DeliveryPanel({
  delivery,
  kind,
  canResend,
  onResend,
  resending,
  labels,
}: {
  delivery: ObjectState | null;
  kind: DocumentKind;
  canResend: boolean;
  onResend: () => void;
  resending: boolean;
  /** The document's own words: what a failure means for it, and its resend action. */
  labels: { failedHint: string; resend: string };
}) {
  const { t, i18n } = useTranslation('document');
  const state = delivery?.state ?? 'none';
  return (
    <GreenPanel title={t('delivery.title')}>
      <Stack spacing={2} data-testid="delivery-panel" data-state={state}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography>{t('delivery.state')}</Typography>
          <Chip
            label={t(`delivery.states.${state}`)}
            color={STATE_COLORS[state] ?? 'default'}
            size="small"
            data-testid="delivery-state"
            sx={{ fontWeight: 600 }}
          />
        </Stack>
        {state === 'failed' ? (
          <Alert
            severity="warning"
            action={
              canResend ? (
                <Button
                  color="inherit"
                  size="small"
                  startIcon={<ReplayOutlined />}
                  onClick={onResend}
                  disabled={resending}
                >
                  {labels.resend}
                </Button>
              ) : undefined
            }
          >
            {labels.failedHint}
          </Alert>
        ) : null}
        {state === 'none' ? <Typography color="text.secondary">{t('delivery.never')}</Typography> : null}
        {delivery && delivery.messages.length > 0 ? (
          <TableContainer>
            <Table size="small" aria-label={t('delivery.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('delivery.kind')}</TableCell>
                  <TableCell>{t('delivery.state')}</TableCell>
                  <TableCell>{t('delivery.attempts')}</TableCell>
                  <TableCell>{t('delivery.when')}</TableCell>
                  <TableCell>{t('delivery.error')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {delivery.messages.map((message) => (
                  <TableRow key={message.id}>
                    <TableCell>{deliveryKindLabel(t, kind, message.kind)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(`delivery.states.${message.state}`)}
                        color={STATE_COLORS[message.state] ?? 'default'}
                      />
                    </TableCell>
                    <TableCell>
                      {message.attempts} / {message.maxAttempts}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(message.sentAt ?? message.updatedAt, i18n.language)}
                    </TableCell>
                    <TableCell sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
                      {errorLine(message.lastError)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </Stack>
    </GreenPanel>
  );
}
