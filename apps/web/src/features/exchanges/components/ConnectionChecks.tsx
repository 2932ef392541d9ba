import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import SkipNextOutlined from '@mui/icons-material/SkipNextOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { boondConnectionResultSchema, type BoondContractCheck } from '@my-skills/shared/schemas/boond-mapping';
import type { ExchangeDetail } from '@my-skills/shared/schemas/exchanges';
import { paths } from '../../../lib/paths';
import { useBoondMapping } from '../api/list-boond-mapping';

const ICONS: Record<BoondContractCheck['outcome'], ReactElement> = {
  passed: <CheckCircleOutlined fontSize="small" color="success" />,
  failed: <HighlightOffOutlined fontSize="small" color="error" />,
  skipped: <SkipNextOutlined fontSize="small" color="action" />,
};

/** The checks of a `boond.checkConnection` exchange, kept on it whether they passed or not (empty before). */
export function connectionChecksOf(exchange: Pick<ExchangeDetail, 'kind' | 'result'>): BoondContractCheck[] {
  if (exchange.kind !== 'boond.checkConnection') return [];
  const result = boondConnectionResultSchema.safeParse(exchange.result);
  return result.success ? result.data.checks : [];
}

/** Each check with a passed / failed / skipped icon, its outcome in words and what was found. */
export function ConnectionChecks({ checks }: { checks: BoondContractCheck[] }) {
  const { t } = useTranslation('exchanges');
  if (checks.length === 0) return null;
  return (
    <List dense disablePadding aria-label={t('checks.title')} data-testid="connection-checks" sx={{ mt: 1 }}>
      {checks.map((check) => (
        <ListItem
          key={check.name}
          disableGutters
          sx={{ alignItems: 'flex-start', gap: 1, py: 0.25 }}
          data-testid="connection-check"
          data-name={check.name}
          data-outcome={check.outcome}
        >
          <Box sx={{ display: 'flex', pt: 0.25 }}>{ICONS[check.outcome]}</Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('checks.line', {
                name: t(`checks.names.${check.name}`),
                outcome: t(`checks.outcomes.${check.outcome}`),
              })}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {check.detail}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

/** "The dictionary mapping still lacks N values", linking to the mapping screen (nothing when none is missing). */
export function MappingLacks({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation('exchanges');
  const mapping = useBoondMapping(enabled);
  const undecided = mapping.data?.undecided ?? 0;
  if (!enabled || undecided === 0) return null;
  return (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid="mapping-lacks">
      {t('checks.mappingLacks', { count: undecided })}{' '}
      <Link component={RouterLink} to={paths.management.boondMapping} color="inherit" sx={{ fontWeight: 600 }}>
        {t('checks.openMapping')}
      </Link>
    </Typography>
  );
}
