import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TrainingWish } from '@my-skills/shared/schemas/trainings';
import { FormSelect, FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { formatDay } from '../../../lib/dates';
import { useUiLanguage } from '../../../lib/ui-language';
import { ENUMS, formatCost, optionsOf } from './options';
import type { WishValues } from './wish-values';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** What a wish asks for (the values both the new wish's dialog and the wish's form hold). */
export interface WishRequestValues {
  type: number;
  title: string;
  context: number | null;
  nature: number | null;
  requestOrigin: number;
  desiredDate: string | null;
  durationHours: string;
  comment: string;
}

/**
 * The request's fields: type, title, context, nature, origin and desired date in a grid (with `extra` fields after
 * them), then the comment. One set of fields for the new wish and for the wish's form.
 */
export function WishRequestFields<V extends WishRequestValues>({
  control,
  extra,
  autoFocus = false,
}: {
  control: Control<V>;
  extra?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('trainings');
  const { idLang } = useUiLanguage();
  // The fields name the request's values, which every V has.
  const c = control as unknown as Control<WishRequestValues>;
  return (
    <>
      <Box sx={grid}>
        <FormSelect control={c} name="type" label={t('fields.type')} required options={optionsOf(ENUMS.type, idLang)} />
        <FormText control={c} name="title" label={t('fields.title')} required autoFocus={autoFocus} />
        <FormSelect
          control={c}
          name="context"
          label={t('fields.context')}
          options={optionsOf(ENUMS.context, idLang)}
          emptyLabel={t('form.none')}
        />
        <FormSelect
          control={c}
          name="nature"
          label={t('fields.nature')}
          options={optionsOf(ENUMS.nature, idLang)}
          emptyLabel={t('form.none')}
        />
        <FormSelect
          control={c}
          name="requestOrigin"
          label={t('fields.requestOrigin')}
          required
          options={optionsOf(ENUMS.requestOrigin, idLang)}
        />
        <FormDate control={c} name="desiredDate" label={t('fields.desiredDate')} />
        {extra}
      </Box>
      <FormText control={c} name="comment" label={t('fields.comment')} multiline />
    </>
  );
}

/** The wish's fields as a form (those who manage it). */
export function WishFormFields({ control }: { control: Control<WishValues> }) {
  const { t } = useTranslation('trainings');
  const { idLang } = useUiLanguage();
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {t('form.wish')}
      </Typography>
      <WishRequestFields control={control} />
      <Typography variant="subtitle1" component="h3">
        {t('form.registration')}
      </Typography>
      <Box sx={grid}>
        <FormText control={control} name="organism" label={t('fields.organism')} />
        <FormSelect
          control={control}
          name="scheme"
          label={t('fields.scheme')}
          options={optionsOf(ENUMS.scheme, idLang)}
          emptyLabel={t('form.none')}
        />
        <FormDate control={control} name="startDate" label={t('fields.startDate')} />
        <FormDate control={control} name="endDate" label={t('fields.endDate')} />
        <FormText control={control} name="durationHours" label={t('fields.durationHours')} />
        <FormText control={control} name="costExclTax" label={t('fields.costExclTax')} />
        <FormText control={control} name="validation" label={t('fields.validation')} />
      </Box>
    </>
  );
}

/** The wish read as text (who may not change it). */
export function WishReadView({ wish }: { wish: TrainingWish }) {
  const { t, i18n } = useTranslation('trainings');
  const { language } = useUiLanguage();
  const none = t('form.none');
  const rows: [string, string][] = [
    [t('fields.type'), wish.type?.name ?? none],
    [t('fields.context'), wish.context?.name ?? none],
    [t('fields.nature'), wish.nature?.name ?? none],
    [t('fields.requestOrigin'), wish.requestOrigin?.name ?? none],
    [t('fields.desiredDate'), formatDay(wish.desiredDate, i18n.language) || none],
    [t('fields.organism'), wish.organism || none],
    [t('fields.scheme'), wish.scheme?.name ?? none],
    [t('fields.startDate'), formatDay(wish.startDate, i18n.language) || none],
    [t('fields.endDate'), formatDay(wish.endDate, i18n.language) || none],
    [t('fields.durationHours'), wish.durationHours === null ? none : String(wish.durationHours)],
    [t('fields.costExclTax'), formatCost(wish.costExclTax, language) || none],
    [t('fields.validation'), wish.validation || none],
    [t('fields.comment'), wish.comment || none],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      data-testid="training-read"
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
