import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import type { SkillEvidenceSkill } from '@my-skills/shared/schemas/skill-evidence';
import { staleRatingYear } from '@my-skills/shared/skill-evidence-rules';

/**
 * Under a rated skill: its confirmed evidence count and when the skill was last used ("2 evidence · last used 2019",
 * "… · in use"); for the manager, a warning when a rating of 3 or more rests on use older than the limit ("rated 4,
 * last used in 2019").
 */
export function LineEvidence({
  idSkill,
  evidence,
  rating,
  year,
  warn,
}: {
  idSkill: number;
  evidence: SkillEvidenceSkill;
  rating: number | null;
  year: number;
  /** The viewer rates as the manager: the stale-rating warning shows. */
  warn: boolean;
}) {
  const { t } = useTranslation('evaluation');
  const confirmed = evidence.confirmed;
  const used = evidence.ongoing
    ? t('evidence.inUse')
    : evidence.lastUsed
      ? t('evidence.lastUsed', { year: evidence.lastUsed.slice(0, 4) })
      : null;
  const stale = warn ? staleRatingYear(rating, evidence, year) : null;
  return (
    <>
      <Typography
        component="span"
        variant="caption"
        sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}
        data-testid={`line-evidence-${idSkill}`}
      >
        {t('evidence.count', { count: confirmed })}
        {used ? ` · ${used}` : ''}
      </Typography>
      {stale !== null && rating !== null ? (
        <Typography
          component="span"
          variant="caption"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.dark', fontWeight: 500 }}
          data-testid={`line-evidence-stale-${idSkill}`}
        >
          <WarningAmberOutlined fontSize="inherit" aria-hidden />
          {t('evidence.stale', { rating, year: stale })}
        </Typography>
      ) : null}
    </>
  );
}
