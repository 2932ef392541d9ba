import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditorOf } from '../../../components/document/document-editor';
import { FieldRow, RowCard } from '../../../components/document/section-layout';
import { ReadField, ReadGrid, ReadHeading } from '../../../components/document/read-view';
import { FormSelect, FormText } from '../../../components/form/fields';
import { FormDate } from '../../../components/form/FormDate';
import { formatDay } from '../../../lib/dates';
import { useEvaluation } from './evaluation-context';
import { EaCheck, EaDate, EaText } from './EaFields';
import type { EaFormValues } from './evaluation-form';
import { EaSection } from './EaSection';
import { ratingOptions } from '../../../lib/ratings';
import { TrainingWishes } from './TrainingWishes';
import { TrainingSuggestions } from './TrainingSuggestions';

/** The trainings followed during the year, each evaluated (the employee's): rows of the form while editing. */
function TrainingReviews() {
  const { t, i18n } = useTranslation('evaluation');
  const { ea, mayEdit, missing } = useEvaluation();
  const { form } = useEditorOf<EaFormValues>();
  const editable = mayEdit('trainingReviews');
  const reviews = useFieldArray({ control: form.control, name: 'trainingReviews' });
  const watched = useWatch({ control: form.control, name: 'trainingReviews' });
  const ratings = ratingOptions(i18n.language);
  if (!editable) {
    return (
      <Stack spacing={1.5}>
        {ea.trainingReviews.length === 0 ? (
          <Typography color="text.secondary">{t('trainings.noReview')}</Typography>
        ) : null}
        {ea.trainingReviews.map((review) => (
          <RowCard
            key={review.id}
            testId={`training-review-${review.id}`}
            title={review.name}
            subtitle={[
              review.date ? formatDay(review.date, i18n.language) : '',
              ratings.find((r) => r.value === review.evaluation)?.label ?? '',
            ]
              .filter(Boolean)
              .join(' · ')}
          >
            {review.comment ? <Typography variant="body2">{review.comment}</Typography> : null}
          </RowCard>
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      {reviews.fields.map((field, index) => {
        const id = ea.trainingReviews[index]?.id;
        const evaluationMissing =
          id !== undefined && missing.has(`trainings.${id}.evaluation`) && !watched?.[index]?.evaluation;
        return (
          <RowCard
            key={field.id}
            testId={`training-review-${index}`}
            title={watched?.[index]?.name || t('trainings.newReview')}
            missing={evaluationMissing}
            aside={
              <IconButton
                color="error"
                size="small"
                onClick={() => reviews.remove(index)}
                aria-label={t('trainings.removeReview')}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            }
          >
            <FieldRow>
              <FormText
                control={form.control}
                name={`trainingReviews.${index}.name`}
                label={t('trainings.name')}
                required
              />
              <FormDate control={form.control} name={`trainingReviews.${index}.date`} label={t('trainings.date')} />
              <FormSelect
                control={form.control}
                name={`trainingReviews.${index}.evaluation`}
                label={t('trainings.evaluation')}
                options={ratings}
                required={evaluationMissing}
              />
              <FormText
                control={form.control}
                name={`trainingReviews.${index}.comment`}
                label={t('trainings.comment')}
              />
            </FieldRow>
          </RowCard>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          onClick={() => reviews.append({ name: '', date: null, evaluation: null, comment: '' })}
          data-testid="add-training-review"
        >
          {t('trainings.addReview')}
        </Button>
      </Box>
    </Stack>
  );
}

/** CPF hours: a number typed by the employee while editing, read as text otherwise. */
function CpfHours() {
  const { t } = useTranslation('evaluation');
  const { mayEdit, stored } = useEvaluation();
  const { form } = useEditorOf<EaFormValues>();
  if (!mayEdit('cpfHours')) return <ReadField label={t('trainings.cpfHours')} value={stored.cpfHours} />;
  return (
    <Controller
      control={form.control}
      name="cpfHours"
      render={({ field }) => (
        <TextField
          {...field}
          type="number"
          label={t('trainings.cpfHours')}
          fullWidth
          slotProps={{ htmlInput: { min: 0, max: 10000 } }}
        />
      )}
    />
  );
}

/** Training review and wishes: the year's trainings (each evaluated), CPF, the requests' comment, wishes, synthesis. */
export function TrainingsSection() {
  const { t } = useTranslation('evaluation');
  const { ea } = useEvaluation();
  return (
    <EaSection section="trainings" icon={<SchoolOutlined />}>
      <ReadHeading>{t('trainings.reviews')}</ReadHeading>
      <TrainingReviews />
      <ReadHeading>{t('trainings.cpf')}</ReadHeading>
      <ReadGrid>
        <CpfHours />
        <EaDate name="cpfDate" label={t('trainings.cpfDate')} />
      </ReadGrid>
      <EaCheck name="cpfIsOkTraining" label={t('trainings.cpfOk')} />
      <EaText name="commentTrainingRequest" label={t('trainings.commentRequest')} multiline />
      {ea.permissions.seesManagerSide ? <EaText name="synthese" label={t('trainings.synthesis')} multiline /> : null}
      <TrainingWishes />
      <TrainingSuggestions />
    </EaSection>
  );
}
