import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { BmSkillLineAdmin } from '@my-skills/shared/schemas/business-manager';
import { FieldRow, FormDialog } from '../../../components/document/section-layout';
import { FormSelect, FormSwitch, FormText } from '../../../components/form/fields';
import { formResolver } from '../../../components/form/zod-error-map';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { uiLanguageOfTag } from '../../../lib/ui-language';
import { useSaveBmSkillLine } from '../api/save-bm-skill-line';
import { levelOptions } from './level-options';
import { lineFormSchema, type LineFormValues } from './line-form-schema';
import { CATEGORIES, lineName, PROFILES } from './profiles';

const valuesOf = (line: BmSkillLineAdmin | null, idCategory: number): LineFormValues => ({
  idCategory: line?.idCategory ?? idCategory,
  nameFr: line?.nameFr ?? '',
  nameEn: line?.nameEn ?? '',
  sortOrder: line ? String(line.sortOrder) : '',
  isActive: line?.isActive ?? true,
  ...(Object.fromEntries(PROFILES.map((p) => [p.goalField, line ? line[p.goalField] : 0])) as Pick<
    LineFormValues,
    (typeof PROFILES)[number]['goalField']
  >),
});

/**
 * Add a line (`line` null, to category `idCategory` unless changed) or change one: both names, its category, its
 * place within it, whether new reviews open with it, and its goal 0–4 under each of the six profiles (0: the profile
 * is not assessed on it). Mount it with a `key` per opening.
 */
export function LineFormDialog({
  line,
  idCategory,
  onClose,
}: {
  line: BmSkillLineAdmin | null;
  idCategory: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('businessManagerSkills');
  const lng = uiLanguageOfTag(i18n.language);
  const notify = useNotify();
  const save = useSaveBmSkillLine();
  const { control, handleSubmit } = useForm<LineFormValues, unknown, z.output<typeof lineFormSchema>>({
    resolver: formResolver(lineFormSchema),
    defaultValues: valuesOf(line, idCategory),
  });
  const submit = handleSubmit((body) =>
    save.mutate(
      { ...body, id: line?.id },
      {
        onSuccess: ({ message }) => {
          notify(message || t('messages.saved'), 'success');
          onClose();
        },
      },
    ),
  );
  const goalOptions = levelOptions(t, 'goal');

  return (
    <FormDialog
      open
      title={line ? t('form.editTitle', { name: lineName(line, lng) }) : t('form.addTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={save.isPending}
      testId="bms-line-dialog"
    >
      {save.isError ? (
        <Alert severity="error" role="alert" data-testid="bms-line-form-error">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <FormText control={control} name="nameFr" label={t('fields.nameFr')} required autoFocus />
      <FormText control={control} name="nameEn" label={t('fields.nameEn')} required />
      <FieldRow>
        <FormSelect
          control={control}
          name="idCategory"
          label={t('fields.category')}
          required
          options={CATEGORIES.map((category) => ({ value: category.id, label: category[lng] }))}
        />
        <FormText
          control={control}
          name="sortOrder"
          label={t('fields.sortOrder')}
          helperText={t('form.sortOrderHelp')}
          maxLength={6}
        />
      </FieldRow>
      <FormSwitch control={control} name="isActive" label={t('fields.active')} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
          {t('form.goals')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('form.goalsHelp')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          {PROFILES.map((profile) => (
            <FormSelect
              key={profile.id}
              control={control}
              name={profile.goalField}
              label={profile[lng]}
              options={goalOptions}
            />
          ))}
        </Box>
      </Box>
    </FormDialog>
  );
}
