import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EA_STATUSES } from '@my-skills/shared/constants';
import type { TeamMember } from '@my-skills/shared/schemas/team';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { documentTypes } from '../../../lib/document-types';

const COLORS: Record<number, 'info' | 'warning' | 'success'> = {
  [EA_STATUSES.DRAFT]: 'info',
  [EA_STATUSES.SUBMITTED]: 'warning',
  [EA_STATUSES.VALIDATED]: 'success',
};

/**
 * One person's evaluations as links (issue 16: HR reaches the evaluations from the interface): this year's — or
 * "not started", which opens the page that offers to open it when the viewer may — then the previous years.
 */
export function TeamEvaluations({ member, year }: { member: TeamMember; year: number }) {
  const { t } = useTranslation('team');
  const openedFrom = useOpenedFromHere();
  const name = `${member.firstName} ${member.lastName}`;
  if (member.evaluations === null) return <>—</>;
  const list = member.evaluations.some((e) => e.year === year)
    ? member.evaluations
    : [{ year, idEa: null, status: 0 }, ...member.evaluations];
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {list.map((e) => {
        const status = e.idEa === null ? t('evaluations.notStarted') : t(`evaluations.status.${e.status}`);
        return (
          <Chip
            key={e.year}
            size="small"
            component={RouterLink}
            to={documentTypes.ea.page({ idUser: member.id, year: e.year })}
            state={openedFrom}
            clickable
            variant={e.year === year ? 'filled' : 'outlined'}
            color={e.year === year && e.idEa !== null ? (COLORS[e.status] ?? 'default') : 'default'}
            label={e.year === year ? t('evaluations.current', { year: e.year, status }) : String(e.year)}
            aria-label={t('evaluations.open', { name, year: e.year, status })}
            data-testid={`team-ea-${member.id}-${e.year}`}
            sx={{ fontWeight: 600 }}
          />
        );
      })}
    </Stack>
  );
}
