import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@my-skills/shared/schemas/manager-lists';
import { CHART_ORDER, STATUS_COLORS } from './status';

/**
 * The campaign's counts per group as stacked horizontal bars (one bar per manager or business unit, one segment per
 * status). A chunk of its own (the chart library).
 */
export default function CampaignChart({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('managerLists');
  const groups = campaign.groups;
  const names = groups.map(
    (g) => g.name ?? t(campaign.groupBy === 'manager' ? 'campaign.noManager' : 'campaign.noUnit'),
  );
  return (
    <Box role="img" aria-label={t('campaign.chartLabel', { count: groups.length })} data-testid="campaign-chart">
      <BarChart
        layout="horizontal"
        height={Math.max(200, 60 + groups.length * 34)}
        margin={{ left: 8 }}
        yAxis={[{ scaleType: 'band', data: names, width: 130 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={CHART_ORDER.map((status) => ({
          id: status,
          label: t(`status.${status}`),
          data: groups.map((g) => g[status]),
          stack: 'total',
          color: STATUS_COLORS[status].chart,
        }))}
      />
    </Box>
  );
}
