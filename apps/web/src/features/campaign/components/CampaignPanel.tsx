import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_GROUPINGS, CAMPAIGN_STATUSES, type CampaignGrouping } from '@my-skills/shared/schemas/manager-lists';
import { errorMessage } from '../../../lib/error-message';
import { useCampaign } from '../api/get-campaign';
import { STATUS_COLORS } from './status';

const CampaignChart = lazy(() => import('./CampaignChart'));

/**
 * The campaign follow-up (HR and directors): how many evaluations of the year are in each status, in total and per
 * manager or business unit (the switch), as a stacked bar chart beside the list.
 */
export function CampaignPanel({
  year,
  groupBy,
  onGroupByChange,
}: {
  year: number;
  groupBy: CampaignGrouping;
  onGroupByChange: (groupBy: CampaignGrouping) => void;
}) {
  const { t } = useTranslation('managerLists');
  const campaign = useCampaign(year, groupBy, true);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="campaign-title"
      data-testid="campaign"
      sx={{ p: 2.5, borderRadius: 2, height: '100%' }}
    >
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="campaign-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {t('campaign.title', { year })}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={groupBy}
          onChange={(_e, value: CampaignGrouping | null) => value && onGroupByChange(value)}
          aria-label={t('campaign.groupBy')}
        >
          {CAMPAIGN_GROUPINGS.map((g) => (
            <ToggleButton key={g} value={g} data-testid={`campaign-group-${g}`}>
              {t(`campaign.groupings.${g}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {campaign.isPending ? <LinearProgress aria-label={t('campaign.loading')} /> : null}
      {campaign.isError ? <Alert severity="error">{errorMessage(campaign.error)}</Alert> : null}
      {campaign.data ? (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }} data-testid="campaign-totals">
            {CAMPAIGN_STATUSES.map((status) => (
              <Chip
                key={status}
                size="small"
                color={STATUS_COLORS[status].chip}
                variant={status === 'notStarted' ? 'outlined' : 'filled'}
                label={t('campaign.total', { status: t(`status.${status}`), count: campaign.data.totals[status] })}
                data-testid={`campaign-total-${status}`}
              />
            ))}
          </Stack>
          {campaign.data.groups.length === 0 ? (
            <Typography color="text.secondary">{t('campaign.empty')}</Typography>
          ) : (
            <Suspense fallback={<LinearProgress aria-label={t('campaign.loading')} />}>
              <CampaignChart campaign={campaign.data} />
            </Suspense>
          )}
        </>
      ) : null}
    </Paper>
  );
}
