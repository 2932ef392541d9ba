import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  bmMaturityBody,
  type BmMaturitySave,
  type BmSkillCategoryAdmin,
} from '@my-skills/shared/schemas/business-manager';
import { FormSelect } from '../../../components/form/fields';
import { formResolver } from '../../../components/form/zod-error-map';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useSaveBmMaturity } from '../api/save-bm-maturity';
import { levelOptions } from './level-options';
import { PROFILES, type Category } from './profiles';

type MaturityFormValues = z.input<typeof bmMaturityBody>;

const valuesOf = (category: BmSkillCategoryAdmin): MaturityFormValues => ({
  idCategory: category.id as MaturityFormValues['idCategory'],
  ...(Object.fromEntries(PROFILES.map((p) => [p.maturityField, category[p.maturityField]])) as Omit<
    MaturityFormValues,
    'idCategory'
  >),
});

/** A key that changes with the saved objectives: mount the form with it, so that a new read refills it. */
export const maturityKey = (category: BmSkillCategoryAdmin) =>
  `${category.id}:${PROFILES.map((p) => category[p.maturityField]).join(',')}`;

/**
 * One category's maturity objectives: the mean level 0–4 expected of each of the six profiles in the category (the
 * review's summary compares both visions with it), saved together with the category's button.
 */
export function MaturityForm({
  category,
  saved,
  lng,
}: {
  category: Category;
  saved: BmSkillCategoryAdmin;
  lng: 'fr' | 'en';
}) {
  const { t } = useTranslation('businessManagerSkills');
  const notify = useNotify();
  const save = useSaveBmMaturity();
  const {
    control,
    handleSubmit,
    formState: { isDirty },
  } = useForm<MaturityFormValues, unknown, BmMaturitySave>({
    resolver: formResolver(bmMaturityBody),
    defaultValues: valuesOf(saved),
  });
  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: ({ message }) => notify(message || t('messages.maturitySaved'), 'success'),
      onError: (error) => notify(errorMessage(error), 'error'),
    }),
  );
  const options = levelOptions(t, 'objective');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('maturity.titleOf', { category: category[lng] })}
      data-testid={`bms-maturity-${category.group}`}
      sx={{ px: 2.5, pb: 2 }}
    >
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {t('maturity.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('maturity.help')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {PROFILES.map((profile) => (
          <FormSelect
            key={profile.id}
            control={control}
            name={profile.maturityField}
            label={profile[lng]}
            options={options}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
        <Button
          type="submit"
          variant="outlined"
          size="small"
          disabled={!isDirty || save.isPending}
          aria-label={t('maturity.saveOf', { category: category[lng] })}
        >
          {t('maturity.save')}
        </Button>
      </Box>
    </Box>
  );
}
