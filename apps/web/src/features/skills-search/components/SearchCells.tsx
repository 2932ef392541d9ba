import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { generatePath, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SkillsSearchRow } from '@my-skills/shared/schemas/skills-search';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { paths } from '../../../lib/paths';

/** The person's name, opening the skills file the levels were read from (or nothing without a file). */
export function PersonFileLink({
  person,
  idLang,
  testId,
}: {
  person: { id: number; firstName: string; lastName: string };
  idLang: number | null;
  testId: string;
}) {
  const { t } = useTranslation('skillsSearch');
  const openedFrom = useOpenedFromHere();
  const name = `${person.firstName} ${person.lastName}`;
  if (idLang === null) return <span>{name}</span>;
  return (
    <Link
      component={RouterLink}
      to={generatePath(paths.page.dcFile, { id: String(person.id), idLang: String(idLang) })}
      state={openedFrom}
      aria-label={t('openFile', { name, language: t(`languages.${idLang}`) })}
      sx={{ fontWeight: 600 }}
      data-testid={testId}
    >
      {name}
    </Link>
  );
}

/** The coverage as a bar and a percentage. */
export function ScoreBar({ score }: { score: number }) {
  const percent = Math.round(score * 1000) / 10;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 100 ? 'success' : percent >= 50 ? 'primary' : 'warning'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-hidden
      />
      <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'right' }}>
        {percent} %
      </Typography>
    </Stack>
  );
}

/** The criteria met (level beside), and the gaps in the warning colour (level held, or "not held", and wanted). */
export function CriteriaChips({ row, kind }: { row: SkillsSearchRow; kind: 'matched' | 'gaps' }) {
  const { t } = useTranslation('skillsSearch');
  if (kind === 'matched') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {row.matched.map((m) => (
          <Chip
            key={m.idSkill}
            size="small"
            color="success"
            variant="outlined"
            label={t('results.matchedChip', { name: m.name, level: m.level })}
            title={t('results.matchedTitle', { name: m.name, level: m.level, minLevel: m.minLevel })}
          />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {row.gaps.map((g) => (
        <Chip
          key={g.idSkill}
          size="small"
          color="warning"
          label={
            g.level === null
              ? t('results.missingChip', { name: g.name, minLevel: g.minLevel })
              : t('results.gapChip', { name: g.name, level: g.level, minLevel: g.minLevel })
          }
        />
      ))}
    </Box>
  );
}
