import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRAINING_TYPES } from '@my-skills/shared/constants';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { RowFormDialog, SectionRows, useRowSave, type RowDialogProps } from '../../../components/document/SectionRows';
import { FormSelect, FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { formatDay } from '../../../lib/dates';
import { uiLanguageOfTag } from '../../../lib/ui-language';
import { deleteTrainingWish } from '../api/delete-training-wish';
import { saveTrainingWish } from '../api/save-training-wish';
import { useEaRows, useEvaluation } from './evaluation-context';
import { useVersionedCall } from '../../../components/document/document-writes';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';

type Wish = EaDetails['trainingWishes'][number];

/** The training wishes made from the evaluation (request origin EEP; the training issue lists them). */
export function TrainingWishes() {
  const { t, i18n } = useTranslation('evaluation');
  const { ea } = useEvaluation();
  return (
    <SectionRows<Wish, { idEa: number; rowVersion: number }>
      id="trainingWishes"
      rowTestId="training-wish"
      sectionTitle={t('wishes.title')}
      icon={<WorkspacePremiumOutlined />}
      rows={ea.trainingWishes}
      labels={{
        add: t('wishes.add'),
        empty: t('wishes.empty'),
        confirmDelete: (name) => t('wishes.confirmDelete', { name }),
      }}
      document={useEaRows('rows.trainingWishes')}
      remove={useVersionedCall(deleteTrainingWish)}
      title={(wish) => wish.title}
      subtitle={(wish) =>
        [
          wish.typeName,
          wish.organism,
          wish.desiredDate ? formatDay(wish.desiredDate, i18n.language) : '',
          wish.statusName,
        ]
          .filter(Boolean)
          .join(' · ')
      }
      details={(wish) => wish.comment}
      dialog={WishDialog}
    />
  );
}

type WishValues = { type: number; title: string; organism: string; desiredDate: string | null; comment: string };

function WishDialog({ row, onClose }: RowDialogProps<Wish>) {
  const { t, i18n } = useTranslation('evaluation');
  const call = useVersionedCall(saveTrainingWish);
  const { save, pending } = useRowSave(useEaRows(true), row, call, call, onClose);
  const { control, handleSubmit, watch, formState } = useForm<WishValues>({
    defaultValues: {
      type: row?.type ?? 2,
      title: row?.title ?? '',
      organism: row?.organism ?? '',
      desiredDate: row?.desiredDate ?? null,
      comment: row?.comment ?? '',
    },
  });
  const lng = uiLanguageOfTag(i18n.language);
  const submit = handleSubmit((values) => {
    if (values.title.trim()) save(values);
  });
  return (
    <RowFormDialog
      title={row ? t('wishes.edit') : t('wishes.add')}
      testId="training-wish-dialog"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      dirty={formState.isDirty}
    >
      <FormSelect
        control={control}
        name="type"
        label={t('wishes.type')}
        options={TRAINING_TYPES.map((type) => ({ value: type.id, label: type[lng] }))}
      />
      <FormText control={control} name="title" label={t('wishes.name')} required={!watch('title').trim()} />
      <FormText control={control} name="organism" label={t('wishes.organism')} />
      <FormDate control={control} name="desiredDate" label={t('wishes.date')} />
      <FormText control={control} name="comment" label={t('wishes.comment')} multiline />
    </RowFormDialog>
  );
}
