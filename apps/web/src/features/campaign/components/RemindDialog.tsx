import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REMINDER_MAX_PEOPLE, type RemindLateBody } from '@my-skills/shared/schemas/manager-lists';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useRemindLate } from '../api/remind-late';

/**
 * "Remind": confirms the reminder of the selected people (or of their managers) — only the late and the not started
 * are reminded, at most once a day each — then tells how many were sent and why the others were skipped.
 */
export function RemindDialog({
  open,
  year,
  personIds,
  onClose,
  onDone,
}: {
  open: boolean;
  year: number;
  personIds: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('managerLists');
  const notify = useNotify();
  const remind = useRemindLate();
  const [to, setTo] = useState<RemindLateBody['to']>('person');
  const tooMany = personIds.length > REMINDER_MAX_PEOPLE;

  const confirm = () =>
    remind.mutate(
      { year, personIds, to },
      {
        onSuccess: ({ data, message }) => {
          notify(message || t('remind.done', { count: data.sent }), data.sent > 0 ? 'success' : 'warning');
          onDone();
        },
        onError: (error) => notify(errorMessage(error), 'error'),
      },
    );

  return (
    <ConfirmDialog
      open={open}
      title={t('remind.title')}
      onConfirm={confirm}
      onCancel={onClose}
      confirmLabel={t('remind.confirm', { count: personIds.length })}
      confirmDisabled={remind.isPending || personIds.length === 0 || tooMany}
    >
      <Typography sx={{ mb: 2 }}>{t('remind.intro', { count: personIds.length, year })}</Typography>
      <FormControl>
        <FormLabel id="remind-to-label">{t('remind.to')}</FormLabel>
        <RadioGroup
          aria-labelledby="remind-to-label"
          value={to}
          onChange={(event) => setTo(event.target.value as RemindLateBody['to'])}
        >
          <FormControlLabel
            value="person"
            control={<Radio />}
            label={t('remind.toPerson')}
            data-testid="remind-to-person"
          />
          <FormControlLabel
            value="manager"
            control={<Radio />}
            label={t('remind.toManager')}
            data-testid="remind-to-manager"
          />
        </RadioGroup>
      </FormControl>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('remind.rules')}
      </Typography>
      {tooMany ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('remind.tooMany', { max: REMINDER_MAX_PEOPLE })}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
