import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CableOutlined from '@mui/icons-material/CableOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useExchange } from '../api/get-exchange';
import { useTestConnection } from '../api/test-connection';
import { useSendTestMail } from '../api/test-mail';
import { ConnectionChecks, connectionChecksOf, MappingLacks } from './ConnectionChecks';
import { ErrorText } from './ExchangeDetailDialog';
import { ExchangeStateChip } from './ExchangeStateChip';

interface TestActionsProps {
  /** Show 'Test the connection' (the exchanges screen). */
  connection?: boolean;
  /** Opens an exchange's detail. */
  onOpen?: (id: number) => void;
  /** Called once the test e-mail has been delivered (the mailbox refreshes). */
  onMailDelivered?: () => void;
}

/**
 * 'Test the connection' and 'Send a test e-mail': each enqueues a real message through the outbox, then the
 * message is followed here (polled every second) until it is sent or failed. A finished connection test shows each
 * of its checks, and how many values the dictionary mapping still lacks.
 */
export function TestActions({ connection = true, onOpen, onMailDelivered }: TestActionsProps) {
  const { t } = useTranslation('exchanges');
  const notify = useNotify();
  const testConnection = useTestConnection();
  const testMail = useSendTestMail();
  const [tracked, setTracked] = useState<{ id: number; what: 'connection' | 'mail' } | null>(null);

  const start = (what: 'connection' | 'mail') => {
    const onSuccess = ({ data, message }: { data: { id: number }; message: string }) => {
      setTracked({ id: data.id, what });
      notify(message || t('actions.done'), 'success');
    };
    const onError = (error: Error) => notify(errorMessage(error), 'error');
    if (what === 'connection') testConnection.mutate(undefined, { onSuccess, onError });
    else testMail.mutate({}, { onSuccess, onError });
  };

  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        {connection ? (
          <Button
            variant="contained"
            startIcon={<CableOutlined />}
            onClick={() => start('connection')}
            disabled={testConnection.isPending}
          >
            {t('actions.testConnection')}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          startIcon={<ForwardToInboxOutlined />}
          onClick={() => start('mail')}
          disabled={testMail.isPending}
        >
          {t('actions.testMail')}
        </Button>
      </Stack>
      {tracked ? (
        <TrackedTest
          key={tracked.id}
          id={tracked.id}
          what={tracked.what}
          onOpen={onOpen}
          onDelivered={tracked.what === 'mail' ? onMailDelivered : undefined}
        />
      ) : null}
    </Stack>
  );
}

function TrackedTest({
  id,
  what,
  onOpen,
  onDelivered,
}: {
  id: number;
  what: 'connection' | 'mail';
  onOpen?: (id: number) => void;
  onDelivered?: () => void;
}) {
  const { t } = useTranslation('exchanges');
  const exchange = useExchange(id);
  const state = exchange.data?.state;
  const delivered = useRef(false);
  useEffect(() => {
    if (state === 'sent' && !delivered.current) {
      delivered.current = true;
      onDelivered?.();
    }
  }, [state, onDelivered]);
  const severity = state === 'sent' ? 'success' : state === 'failed' || state === 'cancelled' ? 'error' : 'info';
  const outcome = state === 'sent' || state === 'failed' || state === 'cancelled' ? state : 'pending';
  const checks = what === 'connection' && exchange.data ? connectionChecksOf(exchange.data) : [];
  const finished = state === 'sent' || state === 'failed';
  return (
    <Alert
      severity={severity}
      role="status"
      aria-live="polite"
      data-testid="tracked-test"
      action={
        onOpen ? (
          <Button color="inherit" size="small" onClick={() => onOpen(id)}>
            {t('actions.details')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {t(`tracked.${what}.title`, { id })}
        {exchange.data ? <ExchangeStateChip state={exchange.data.state} /> : null}
      </AlertTitle>
      {t(`tracked.${what}.${outcome}`)}
      {state === 'failed' && exchange.data?.lastError && checks.length === 0 ? (
        <ErrorText error={exchange.data.lastError} />
      ) : null}
      <ConnectionChecks checks={checks} />
      {what === 'connection' ? <MappingLacks enabled={finished} /> : null}
    </Alert>
  );
}
