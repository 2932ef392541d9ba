import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@my-skills/shared/constants';

/** (Shared by the skills file and the CV import's review.) A skill level as 1–4 stars with its name (Knowledge, Partial capacity, Independent capacity, Expertise). */
export function SkillStars({
  name,
  level,
  onChange,
  readOnly,
  skillName,
}: {
  name: string;
  level: number;
  onChange?: (level: number) => void;
  readOnly?: boolean;
  skillName: string;
}) {
  const { t } = useTranslation('skillsFile');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Rating
        name={name}
        max={LIMITS.starsMax}
        value={level}
        readOnly={readOnly || !onChange}
        onChange={(_event, value) => {
          // Clicking the current star again would clear it: a skill is removed with its own button.
          if (value !== null && onChange) onChange(value);
        }}
        getLabelText={(value) => t('skills.starLabel', { skill: skillName, level: t(`skillLevels.${value}`) })}
        aria-label={t('skills.levelOf', { skill: skillName })}
        data-testid={`stars-${skillName}`}
        data-level={level}
      />
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {level > 0 ? t(`skillLevels.${level}`) : '—'}
      </Typography>
    </Box>
  );
}
