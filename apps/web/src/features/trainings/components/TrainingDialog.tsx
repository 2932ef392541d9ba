import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TrainingStatusAction, TrainingWish } from '@my-skills/shared/schemas/trainings';
import { DeleteDialog } from '../../../components/dialogs/DeleteDialog';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { formatDateTime } from '../../../lib/dates';
import { waitForDelivery } from '../../../lib/delivery';
import { errorMessage } from '../../../lib/error-message';
import { confirmLeavingUnsaved, useUnsavedInput } from '../../../lib/unsaved-changes';
import { changeTrainingStatus } from '../api/change-status';
import { deleteWish } from '../api/delete-wish';
import { useTraining } from '../api/get-training';
import { insertTraining } from '../api/insert-training';
import { trainingKeys } from '../api/keys';
import { saveWish } from '../api/save-wish';
import { TrainingAttachments } from './TrainingAttachments';
import { CertificationSection, ReportSection } from './TrainingExtras';
import { WishFormFields, WishReadView } from './WishFields';
import { numberOf, valuesOf, type WishValues } from './wish-values';
import { ENUMS, optionsOf } from './options';
import { useUiLanguage } from '../../../lib/ui-language';

/**
 * A wish opened from the list: a form for those who manage it (the wish and its registration, saved under its row
 * version, with the leave guard), read as text for the others; its status actions (processing sends it to
 * BoondManager and follows the delivery: a failure puts it back in progress — process it again to retry), its
 * certification, report, attachments and history.
 */
export function TrainingDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('trainings');
  const training = useTraining(id);
  const close = async () => {
    if (await confirmLeavingUnsaved()) onClose();
  };
  return (
    <Dialog open onClose={() => void close()} maxWidth="md" fullWidth aria-labelledby="training-dialog-title">
      <DialogTitle id="training-dialog-title">
        {training.data ? `${training.data.title} — ${training.data.personName}` : t('form.edit')}
      </DialogTitle>
      {training.data ? <Loaded wish={training.data} onDeleted={onClose} /> : <DialogContent />}
      <DialogActions>
        <Button onClick={() => void close()} data-testid="training-close">
          {t('form.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Loaded({ wish, onDeleted }: { wish: TrainingWish; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('trainings');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deliveryNote, setDeliveryNote] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(
    null,
  );
  const { idLang } = useUiLanguage();
  const statusName = (id: number) => optionsOf(ENUMS.status, idLang).find((o) => o.value === id)?.label ?? id;
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: trainingKeys.all }), [queryClient]);
  const values = useMemo(() => valuesOf(wish), [wish]);
  const form = useForm<WishValues>({ values, resetOptions: { keepDirtyValues: false } });
  const dirty = form.formState.isDirty;
  useUnsavedInput(dirty, () => form.reset(values));

  const save = form.handleSubmit(async (v) => {
    setBusy(true);
    try {
      const hours = numberOf(v.durationHours);
      const saved = await saveWish({
        id: wish.id,
        rowVersion: wish.rowVersion,
        type: v.type,
        title: v.title,
        context: v.context,
        nature: v.nature,
        requestOrigin: v.requestOrigin,
        organism: v.organism,
        desiredDate: v.desiredDate,
        durationHours: hours,
        comment: v.comment,
      });
      await insertTraining(wish.id, {
        rowVersion: saved.data.rowVersion,
        organism: v.organism,
        scheme: v.scheme,
        startDate: v.startDate,
        endDate: v.endDate,
        durationHours: hours,
        costExclTax: numberOf(v.costExclTax),
        validation: v.validation,
      });
      notify(t('form.saved'), 'success');
      form.reset(v);
      await reload();
    } catch (error) {
      notify(`- ${errorMessage(error)}`, 'error');
    } finally {
      setBusy(false);
    }
  });

  const act = async (action: TrainingStatusAction) => {
    setBusy(true);
    setDeliveryNote(null);
    try {
      const changed = await changeTrainingStatus({ id: wish.id, action, rowVersion: wish.rowVersion });
      notify(changed.message, 'success');
      await reload();
      if (action === 'process') {
        setDeliveryNote({ severity: 'info', text: t('delivery.pending') });
        const state = await waitForDelivery('training', wish.id).catch(() => null);
        const failed = state?.messages.find((m) => m.state === 'failed');
        if (state?.state === 'failed' && failed)
          setDeliveryNote({
            severity: 'error',
            text: t('delivery.failed', {
              error: [failed.lastError?.status, failed.lastError?.code].filter(Boolean).join(' '),
            }),
          });
        else if (state?.state === 'sent') setDeliveryNote({ severity: 'success', text: t('delivery.sent') });
        await reload();
      }
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogContent>
      <Stack spacing={2} data-testid="training-dialog">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip label={wish.status?.name} data-testid="training-status" />
          {wish.enteredBy ? (
            <Typography variant="body2" color="text.secondary">
              {t('form.enteredBy', {
                name: wish.enteredBy.name,
                date: formatDateTime(wish.createdAt, i18n.language),
              })}
            </Typography>
          ) : null}
          {wish.gap ? (
            <Chip
              variant="outlined"
              color="info"
              label={t('form.gap', { name: wish.gap.name, from: wish.gap.levelFrom, to: wish.gap.levelTo })}
              data-testid="training-gap"
            />
          ) : null}
        </Stack>
        {deliveryNote ? (
          <Alert severity={deliveryNote.severity} data-testid="training-delivery">
            {deliveryNote.text}
          </Alert>
        ) : wish.delivery?.state === 'sent' && wish.status?.id === 2 ? (
          <Alert severity="success" data-testid="training-delivery">
            {t('delivery.sent')}
          </Alert>
        ) : wish.delivery?.state === 'failed' && wish.status?.id === 1 ? (
          <Alert severity="error" data-testid="training-delivery">
            {t('delivery.failed', { error: wish.delivery.lastError ?? '' })}
          </Alert>
        ) : null}
        {wish.rights.actions.length > 0 ? (
          <Stack direction="row" spacing={1}>
            {wish.rights.actions.map((action) => (
              <Button
                key={action}
                variant={action === 'process' ? 'contained' : 'outlined'}
                disabled={busy || dirty}
                onClick={() => void act(action)}
                data-testid={`training-${action}`}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
            {wish.status?.id === 1 ? (
              <Button color="error" disabled={busy} onClick={() => setDeleting(true)}>
                {t('form.delete')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {wish.rights.edit ? (
          <Stack spacing={2} component="form" onSubmit={(e) => void save(e)}>
            <WishFormFields control={form.control} />
            <div>
              <Button type="submit" variant="contained" disabled={busy || !dirty} data-testid="training-save">
                {t('form.save')}
              </Button>
            </div>
          </Stack>
        ) : (
          <>
            {!wish.rights.manage ? <Alert severity="info">{t('form.readOnly')}</Alert> : null}
            <WishReadView wish={wish} />
          </>
        )}
        {wish.type?.id === 1 ? <CertificationSection wish={wish} onChanged={reload} /> : null}
        {wish.status?.id === 2 || wish.report ? <ReportSection wish={wish} onChanged={reload} /> : null}
        <Divider />
        <TrainingAttachments wish={wish} onChanged={reload} />
        <Divider />
        <Typography variant="subtitle1" component="h3">
          {t('form.history')}
        </Typography>
        <Stack component="ul" sx={{ m: 0, pl: 2 }} data-testid="training-history">
          {wish.history.map((h, i) => (
            <Typography component="li" key={i} variant="body2">
              {t('form.historyLine', {
                date: formatDateTime(h.at, i18n.language),
                from: h.from === null ? '∅' : statusName(h.from),
                to: statusName(h.to),
                by: h.by ?? t('form.system'),
              })}
              {h.comment ? ` — ${h.comment}` : ''}
            </Typography>
          ))}
        </Stack>
      </Stack>
      <DeleteDialog
        name={deleting ? wish.title : null}
        question={(title) => t('form.deleteConfirm', { title })}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          void deleteWish({ id: wish.id, rowVersion: wish.rowVersion })
            .then(() => {
              setDeleting(false);
              onDeleted();
              return reload();
            })
            .catch((error: unknown) => notify(errorMessage(error), 'error'))
        }
      />
    </DialogContent>
  );
}
