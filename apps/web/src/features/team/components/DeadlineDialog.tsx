import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { DateField, dayOfDate } from '../../../components/form/DateField';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateDeadline } from '../api/update-deadline';

/** Tomorrow, as 'YYYY-MM-DD': the first day a new deadline may be (later than today). */
const tomorrow = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return dayOfDate(d)!;
};

/**
 * Moves this year's evaluation deadline of the selected people: a picked day, later than today (the server checks
 * it again against its own day); the spec's success or failure message.
 */
export function DeadlineDialog({ open, ids, onClose }: { open: boolean; ids: number[]; onClose: () => void }) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const update = useUpdateDeadline();
  const [day, setDay] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setDay(null);
    setError(null);
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('deadline.title', { count: ids.length })}
      confirmLabel={t('deadline.confirm')}
      confirmDisabled={update.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!day || day < tomorrow()) {
          setError(t('deadline.rule'));
          return;
        }
        update.mutate(
          { ids, dateEcheance: day },
          {
            onSuccess: ({ message }) => {
              notify(message || t('deadline.done'), 'success');
              close();
            },
            onError: (failure) => setError(`${t('deadline.failed')} ${errorMessage(failure)}`),
          },
        );
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography>{t('deadline.explain', { count: ids.length })}</Typography>
        <DateField
          label={t('deadline.field')}
          value={day}
          onChange={(value) => {
            setDay(value);
            setError(null);
          }}
          min={tomorrow()}
          error={error !== null}
          name="dateEcheance"
        />
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
