import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ManagedSkill, SkillType } from '@my-skills/shared/schemas/skills-catalogue';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { useSaveSkill } from '../api/save-skill';
import { formResolver } from '../../../components/form/zod-error-map';
import { skillFormSchema, type SkillFormValues } from './skill-form-schema';
import { SkillAliasesField } from './SkillAliasesField';
import { errorMessage } from '../../../lib/error-message';

const valuesOf = (skill: ManagedSkill | null): SkillFormValues => ({
  label: skill?.label ?? '',
  nameFr: skill?.nameFr ?? '',
  nameEn: skill?.nameEn ?? '',
  idSkillType: skill ? String(skill.idSkillType) : '',
  idBoond: skill?.idBoond === null || skill?.idBoond === undefined ? '' : String(skill.idBoond),
  aliases: skill?.aliases ?? [],
});

/** The first alias refused (its error sits at its index). */
const firstItemError = (errors: unknown): string | undefined =>
  Array.isArray(errors)
    ? (errors as ({ message?: string } | undefined)[]).find((item) => item?.message)?.message
    : undefined;

export interface SkillFormDialogProps {
  open: boolean;
  /** null: add a skill. */
  skill: ManagedSkill | null;
  types: SkillType[];
  onClose: () => void;
}

/** Add or edit a catalogue skill. Mount it with a `key` per skill so the fields start from that skill. */
export function SkillFormDialog({ open, skill, types, onClose }: SkillFormDialogProps) {
  const { t } = useTranslation('skillsCatalogue');
  const titleId = useId();
  const notify = useNotify();
  const save = useSaveSkill();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SkillFormValues, unknown, z.output<typeof skillFormSchema>>({
    resolver: formResolver(skillFormSchema),
    defaultValues: valuesOf(skill),
  });

  const submit = handleSubmit((body) =>
    save.mutate(
      { idSkill: skill?.id, body },
      {
        onSuccess: ({ message }) => {
          notify(message || t('messages.saved'), 'success');
          onClose();
        },
      },
    ),
  );

  const field = (
    name: Exclude<keyof SkillFormValues, 'aliases'>,
    label: string,
    extra: { helperText?: string; required?: boolean } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f }) => (
        <TextField
          {...f}
          label={label}
          required={extra.required}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message ?? extra.helperText}
          fullWidth
        />
      )}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          {skill ? t('form.editTitle', { label: skill.label }) : t('form.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {save.isError ? (
              <Alert severity="error" role="alert" data-testid="skill-form-error">
                {errorMessage(save.error)}
              </Alert>
            ) : null}
            {field('label', t('fields.label'), { required: true })}
            {field('nameFr', t('fields.nameFr'), { helperText: t('form.nameHelp') })}
            {field('nameEn', t('fields.nameEn'), { helperText: t('form.nameHelp') })}
            <Controller
              name="idSkillType"
              control={control}
              render={({ field: f }) => (
                <TextField
                  {...f}
                  select
                  required
                  label={t('fields.type')}
                  error={Boolean(errors.idSkillType)}
                  helperText={errors.idSkillType?.message}
                  fullWidth
                >
                  {types.map((type) => (
                    <MenuItem key={type.id} value={String(type.id)}>
                      {type.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {field('idBoond', t('fields.idBoond'), { helperText: t('form.idBoondHelp') })}
            <Controller
              name="aliases"
              control={control}
              render={({ field: f }) => (
                <SkillAliasesField
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  error={errors.aliases?.message ?? firstItemError(errors.aliases)}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {skill ? t('form.save') : t('form.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
