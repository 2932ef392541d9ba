import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { useTranslation } from 'react-i18next';
import { RowCard } from '../../../components/document/section-layout';
import { ReadGrid, ReadHeading } from '../../../components/document/read-view';
import { formatDay } from '../../../lib/dates';
import { useEvaluation } from './evaluation-context';
import { EaSelect, EaText } from './EaFields';
import { EaSection } from './EaSection';
import { ratingOptions } from '../../../lib/ratings';

const APPRECIATION = ['contributions', 'strengths', 'weaknesses'] as const;

/** Annual review: each side its appreciation; the manager's overall rating and comment; last year's objectives. */
export function AnnualReviewSection() {
  const { t, i18n } = useTranslation('evaluation');
  const { ea } = useEvaluation();
  const seesManager = ea.permissions.seesManagerSide;
  const ratings = ratingOptions(i18n.language);
  return (
    <EaSection section="annualReview" icon={<AssessmentOutlined />}>
      <EaText name="bilanAnnuel.experienceComment" label={t('review.experienceComment')} multiline />
      <ReadHeading>{t('review.consultantAppreciation')}</ReadHeading>
      <ReadGrid columns={3}>
        {APPRECIATION.map((part) => (
          <EaText
            key={part}
            name={`bilanAnnuel.consultantAppreciation.${part}`}
            label={t(`review.${part}`)}
            multiline
          />
        ))}
      </ReadGrid>
      {seesManager ? (
        <>
          <ReadHeading>{t('review.managerAppreciation')}</ReadHeading>
          <ReadGrid columns={3}>
            {APPRECIATION.map((part) => (
              <EaText
                key={part}
                name={`bilanAnnuel.managerAppreciation.${part}`}
                label={t(`review.${part}`)}
                multiline
              />
            ))}
          </ReadGrid>
          <ReadGrid>
            <EaSelect
              name="bilanAnnuel.evaluationPerformance"
              label={t('review.performance')}
              options={ratings}
              missingKey="evaluationPerformance"
            />
          </ReadGrid>
          <EaText name="bilanAnnuel.commentaire" label={t('review.comment')} multiline />
        </>
      ) : null}
      <ReadHeading>{t('review.lastYearGoals')}</ReadHeading>
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
              <ReadGrid>
                <EaSelect name={`goalReviews.${index}.achievement`} label={t('review.achievement')} options={ratings} />
                <EaText name={`goalReviews.${index}.comment`} label={t('review.goalComment')} multiline hideEmpty />
              </ReadGrid>
            ) : null}
          </RowCard>
        ))}
      </Stack>
    </EaSection>
  );
}
