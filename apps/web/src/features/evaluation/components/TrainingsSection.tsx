import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { FieldRow, RowCard } from '../../../components/document/section-layout';
import { FormDate, FormSelect, FormText } from '../../../components/form/fields';
import { saveEa } from '../api/save-ea';
import { useEvaluation } from './evaluation-context';
import { EaSection, SaveBlock, useResetOn } from './EaSection';
import { ratingOptions } from './ratings';
import { TrainingWishes } from './TrainingWishes';

const valuesOf = (ea: EaDetails) => ({
  trainings: ea.trainingReviews.map(({ name, date, evaluation, comment }) => ({ name, date, evaluation, comment })),
  cpfHours: ea.cpfHours === null ? '' : String(ea.cpfHours),
  cpfDate: ea.cpfDate,
  cpfIsOkTraining: ea.cpfIsOkTraining ?? false,
  commentTrainingRequest: ea.commentTrainingRequest,
  synthese: ea.synthese,
});
type Values = ReturnType<typeof valuesOf>;

/** Training review and wishes: the year's trainings (each evaluated), CPF, the requests' comment, wishes, synthesis. */
export function TrainingsSection() {
  const { t, i18n } = useTranslation('evaluation');
  const { ea, consultantEditable, managerEditable, missing, write } = useEvaluation();
  const editable = consultantEditable || managerEditable;
  const { control, handleSubmit, reset, formState, watch } = useForm<Values>({ defaultValues: valuesOf(ea) });
  useResetOn(reset, valuesOf(ea));
  const trainings = useFieldArray({ control, name: 'trainings' });
  const save = handleSubmit((values) =>
    write((rowVersion) =>
      saveEa({
        idEa: ea.id,
        rowVersion,
        trainingReviews: values.trainings.filter((row) => row.name.trim()),
        cpfHours: values.cpfHours === '' ? null : Number(values.cpfHours),
        cpfDate: values.cpfDate,
        cpfIsOkTraining: values.cpfIsOkTraining,
        commentTrainingRequest: values.commentTrainingRequest,
        ...(managerEditable ? { synthese: values.synthese } : {}),
      }),
    ),
  );
  const stored = ea.trainingReviews;
  return (
    <EaSection section="trainings" icon={<SchoolOutlined />}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('trainings.reviews')}
      </Typography>
      {trainings.fields.length === 0 ? <Typography color="text.secondary">{t('trainings.noReview')}</Typography> : null}
      {trainings.fields.map((field, index) => {
        const id = stored[index]?.id;
        const evaluationMissing =
          editable &&
          id !== undefined &&
          missing.has(`trainings.${id}.evaluation`) &&
          !watch(`trainings.${index}.evaluation`);
        return (
          <RowCard
            key={field.id}
            testId={`training-review-${index}`}
            title={watch(`trainings.${index}.name`) || t('trainings.newReview')}
            missing={evaluationMissing}
            aside={
              editable ? (
                <IconButton
                  color="error"
                  size="small"
                  onClick={() => trainings.remove(index)}
                  aria-label={t('trainings.removeReview')}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              ) : null
            }
          >
            <FieldRow>
              <FormText
                control={control}
                name={`trainings.${index}.name`}
                label={t('trainings.name')}
                required
                disabled={!editable}
              />
              <FormDate
                control={control}
                name={`trainings.${index}.date`}
                label={t('trainings.date')}
                disabled={!editable}
              />
              <FormSelect
                control={control}
                name={`trainings.${index}.evaluation`}
                label={t('trainings.evaluation')}
                options={ratingOptions(i18n.language)}
                required={evaluationMissing}
                disabled={!editable}
              />
              <FormText
                control={control}
                name={`trainings.${index}.comment`}
                label={t('trainings.comment')}
                disabled={!editable}
              />
            </FieldRow>
          </RowCard>
        );
      })}
      {editable ? (
        <Box>
          <Button
            variant="outlined"
            onClick={() => trainings.append({ name: '', date: null, evaluation: null, comment: '' })}
            data-testid="add-training-review"
          >
            {t('trainings.addReview')}
          </Button>
        </Box>
      ) : null}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('trainings.cpf')}
      </Typography>
      <FieldRow>
        <Controller
          control={control}
          name="cpfHours"
          render={({ field }) => (
            <TextField
              {...field}
              type="number"
              label={t('trainings.cpfHours')}
              disabled={!editable}
              slotProps={{ htmlInput: { min: 0, max: 10000 } }}
            />
          )}
        />
        <FormDate control={control} name="cpfDate" label={t('trainings.cpfDate')} disabled={!editable} />
      </FieldRow>
      <Controller
        control={control}
        name="cpfIsOkTraining"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} disabled={!editable} />
            }
            label={t('trainings.cpfOk')}
          />
        )}
      />
      <FormText
        control={control}
        name="commentTrainingRequest"
        label={t('trainings.commentRequest')}
        multiline
        disabled={!editable}
      />
      {ea.permissions.seesManagerSide ? (
        <FormText
          control={control}
          name="synthese"
          label={t('trainings.synthesis')}
          multiline
          disabled={!managerEditable}
        />
      ) : null}
      {editable ? <SaveBlock id="trainings" dirty={formState.isDirty} onSave={() => void save()} /> : null}
      <TrainingWishes />
    </EaSection>
  );
}
