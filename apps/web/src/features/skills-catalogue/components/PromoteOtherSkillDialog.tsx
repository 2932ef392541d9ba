import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type OtherSkill } from '@my-skills/shared/schemas/skills-catalogue';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { usePromoteOtherSkill } from '../api/promote-other-skill';
import { formResolver } from '../../../components/form/zod-error-map';
import { promoteFormSchema, type PromoteFormValues } from './promote-form-schema';
import { errorMessage } from '../../../lib/error-message';

/** 'Add to the catalogue': the other skill becomes a catalogue skill of its type; names and Boond id prefilled. */
export function PromoteOtherSkillDialog({ otherSkill, onClose }: { otherSkill: OtherSkill; onClose: () => void }) {
  const { t } = useTranslation('skillsCatalogue');
  const titleId = useId();
  const notify = useNotify();
  const promote = usePromoteOtherSkill();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PromoteFormValues, unknown, z.output<typeof promoteFormSchema>>({
    resolver: formResolver(promoteFormSchema),
    defaultValues: {
      name: otherSkill.name,
      idSkillType: otherSkill.idSkillType,
      nameFr: otherSkill.name,
      nameEn: otherSkill.name,
      idBoond: '',
    },
  });

  const submit = handleSubmit((body) =>
    promote.mutate(body, {
      onSuccess: ({ data, message }) => {
        notify(message || t('messages.promoted', { label: data.skill.label }), 'success');
        onClose();
      },
    }),
  );

  const text = (name: 'nameFr' | 'nameEn' | 'idBoond', label: string, helperText?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          label={label}
          required={name !== 'idBoond'}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message ?? helperText}
          fullWidth
        />
      )}
    />
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('promote.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('promote.explain', { name: otherSkill.name, count: otherSkill.fileCount })}
          </DialogContentText>
          <Stack spacing={2.5}>
            {promote.isError ? (
              <Alert severity="error" role="alert">
                {errorMessage(promote.error)}
              </Alert>
            ) : null}
            <TextField
              label={t('fields.label')}
              value={otherSkill.name}
              helperText={t('promote.labelHelp')}
              slotProps={{ input: { readOnly: true } }}
              fullWidth
            />
            <TextField
              label={t('fields.type')}
              value={otherSkill.skillTypeName}
              slotProps={{ input: { readOnly: true } }}
              fullWidth
            />
            {text('nameFr', t('fields.nameFr'))}
            {text('nameEn', t('fields.nameEn'))}
            {text('idBoond', t('fields.idBoond'), t('form.idBoondHelp'))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={promote.isPending}>
            {t('promote.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
