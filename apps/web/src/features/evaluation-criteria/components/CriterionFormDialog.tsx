import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Criterion } from '@my-skills/shared/schemas/evaluation-criteria';
import { FormDialog } from '../../../components/document/section-layout';
import { FormSelect, FormSwitch, FormText } from '../../../components/form/fields';
import { formResolver } from '../../../components/form/zod-error-map';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { uiLanguageOfTag } from '../../../lib/ui-language';
import { useSaveCriterion } from '../api/save-criterion';
import { CRITERION_TYPES } from './criterion-types';
import { criterionFormSchema, type CriterionFormValues } from './criterion-form-schema';

const valuesOf = (criterion: Criterion | null, idType: number): CriterionFormValues => ({
  idType: criterion?.idType ?? idType,
  labelFr: criterion?.labelFr ?? '',
  labelEn: criterion?.labelEn ?? '',
  sortOrder: criterion ? String(criterion.sortOrder) : '',
  isActive: criterion?.isActive ?? true,
});

/**
 * Add a criterion (`criterion` null, of type `idType` unless changed) or change one: both labels, its type, its
 * place within the type and whether new evaluations open with it. Mount it with a `key` per opening.
 */
export function CriterionFormDialog({
  criterion,
  idType,
  onClose,
}: {
  criterion: Criterion | null;
  idType: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('evaluationCriteria');
  const lng = uiLanguageOfTag(i18n.language);
  const notify = useNotify();
  const save = useSaveCriterion();
  const { control, handleSubmit } = useForm<CriterionFormValues, unknown, z.output<typeof criterionFormSchema>>({
    resolver: formResolver(criterionFormSchema),
    defaultValues: valuesOf(criterion, idType),
  });
  const submit = handleSubmit((body) =>
    save.mutate(
      { ...body, id: criterion?.id },
      {
        onSuccess: ({ message }) => {
          notify(message || t('messages.saved'), 'success');
          onClose();
        },
      },
    ),
  );
  const label = criterion ? (lng === 'en' ? criterion.labelEn : criterion.labelFr) : '';

  return (
    <FormDialog
      open
      title={criterion ? t('form.editTitle', { label }) : t('form.addTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={save.isPending}
      testId="criterion-dialog"
    >
      {save.isError ? (
        <Alert severity="error" role="alert" data-testid="criterion-form-error">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <FormSelect
        control={control}
        name="idType"
        label={t('fields.type')}
        required
        options={CRITERION_TYPES.map((type) => ({ value: type.id, label: type[lng] }))}
      />
      <FormText control={control} name="labelFr" label={t('fields.labelFr')} required autoFocus />
      <FormText control={control} name="labelEn" label={t('fields.labelEn')} required />
      <FormText
        control={control}
        name="sortOrder"
        label={t('fields.sortOrder')}
        helperText={t('form.sortOrderHelp')}
        maxLength={6}
      />
      <FormSwitch control={control} name="isActive" label={t('fields.active')} />
      {criterion && criterion.usedBy > 0 ? (
        <Alert severity="info">{t('form.inUse', { count: criterion.usedBy })}</Alert>
      ) : null}
    </FormDialog>
  );
}
