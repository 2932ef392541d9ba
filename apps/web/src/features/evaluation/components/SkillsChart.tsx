import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { seriesColor } from '@my-skills/shared/chart-series';

interface Row {
  idType: number;
  typeName: string;
  consultant: number | null;
  manager: number | null;
  lastYear: number | null;
}

/** Self vs manager vs last year's manager rating, per type (0–4). A chunk of its own (the chart library). */
export default function SkillsChart({ rows, showManager }: { rows: Row[]; showManager: boolean }) {
  const { t } = useTranslation('evaluation');
  // Each series keeps its colour whoever looks (the manager's may be hidden), as in the exports.
  const series = [
    { data: rows.map((r) => r.consultant), label: t('summary.consultant'), color: seriesColor('consultant') },
    ...(showManager
      ? [{ data: rows.map((r) => r.manager), label: t('summary.manager'), color: seriesColor('manager') }]
      : []),
    { data: rows.map((r) => r.lastYear), label: t('summary.lastYear'), color: seriesColor('lastYear') },
  ];
  return (
    <Box role="img" aria-label={t('summary.chart')} data-testid="skills-chart" sx={{ mt: 2 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: rows.map((r) => r.typeName) }]}
        yAxis={[{ min: 0, max: 4 }]}
        series={series}
      />
    </Box>
  );
}
