import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { FieldRow, RowCard } from '../../../components/document/section-layout';
import { FormSelect, FormText } from '../../../components/form/fields';
import { formatDay } from '../../../lib/dates';
import { saveEa } from '../api/save-ea';
import { useEvaluation } from './evaluation-context';
import { EaSection, SaveBlock, useResetOn } from './EaSection';
import { ratingOptions } from './ratings';

const valuesOf = (ea: EaDetails) => ({
  bilan: ea.bilanAnnuel,
  reviews: ea.lastYearGoals.map((g) => ({ idGoal: g.id, achievement: g.achievement, comment: g.comment })),
});
type Values = ReturnType<typeof valuesOf>;
const APPRECIATION = ['contributions', 'strengths', 'weaknesses'] as const;

/** Annual review: each side its appreciation; the manager's overall rating and comment; last year's objectives. */
export function AnnualReviewSection() {
  const { t, i18n } = useTranslation('evaluation');
  const { ea, consultantEditable, managerEditable, missing, write } = useEvaluation();
  const { control, handleSubmit, reset, formState } = useForm<Values>({ defaultValues: valuesOf(ea) });
  useResetOn(reset, valuesOf(ea));
  const seesManager = ea.permissions.seesManagerSide;
  const save = handleSubmit((values) =>
    write((rowVersion) =>
      saveEa({
        idEa: ea.id,
        rowVersion,
        bilanAnnuel: values.bilan,
        ...(managerEditable ? { goalReviews: values.reviews } : {}),
      }),
    ),
  );
  return (
    <EaSection section="annualReview" icon={<AssessmentOutlined />}>
      <FormText
        control={control}
        name="bilan.experienceComment"
        label={t('review.experienceComment')}
        multiline
        disabled={!consultantEditable}
      />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('review.consultantAppreciation')}
      </Typography>
      {APPRECIATION.map((part) => (
        <FormText
          key={part}
          control={control}
          name={`bilan.consultantAppreciation.${part}`}
          label={t(`review.${part}`)}
          multiline
          disabled={!consultantEditable}
        />
      ))}
      {seesManager ? (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('review.managerAppreciation')}
          </Typography>
          {APPRECIATION.map((part) => (
            <FormText
              key={part}
              control={control}
              name={`bilan.managerAppreciation.${part}`}
              label={t(`review.${part}`)}
              multiline
              disabled={!managerEditable}
            />
          ))}
          <FieldRow>
            <FormSelect
              control={control}
              name="bilan.evaluationPerformance"
              label={t('review.performance')}
              options={ratingOptions(i18n.language)}
              required={managerEditable && missing.has('evaluationPerformance')}
              disabled={!managerEditable}
            />
          </FieldRow>
          <FormText
            control={control}
            name="bilan.commentaire"
            label={t('review.comment')}
            multiline
            disabled={!managerEditable}
          />
        </>
      ) : null}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('review.lastYearGoals')}
      </Typography>
      {ea.lastYearGoals.length === 0 ? (
        <Typography color="text.secondary">{t('review.noLastYearGoals')}</Typography>
      ) : null}
      <Stack spacing={1.5}>
        {ea.lastYearGoals.map((goal, index) => (
          <RowCard
            key={goal.id}
            testId={`last-year-goal-${goal.id}`}
            title={goal.text}
            subtitle={[goal.measure, goal.dueDate ? formatDay(goal.dueDate, i18n.language) : '']
              .filter(Boolean)
              .join(' · ')}
          >
            {seesManager ? (
              <Stack spacing={1.5} sx={{ mt: 1 }}>
                <FormSelect
                  control={control}
                  name={`reviews.${index}.achievement`}
                  label={t('review.achievement')}
                  options={ratingOptions(i18n.language)}
                  disabled={!managerEditable}
                />
                <FormText
                  control={control}
                  name={`reviews.${index}.comment`}
                  label={t('review.goalComment')}
                  multiline
                  disabled={!managerEditable}
                />
              </Stack>
            ) : null}
          </RowCard>
        ))}
      </Stack>
      {consultantEditable || managerEditable ? (
        <SaveBlock id="annualReview" dirty={formState.isDirty} onSave={() => void save()} />
      ) : null}
    </EaSection>
  );
}
