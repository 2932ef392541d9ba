import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RadarChart, radarClasses } from '@mui/x-charts/RadarChart';
import { useTranslation } from 'react-i18next';
import { seriesColor } from '@my-skills/shared/chart-series';
import type { EepBmSummary } from '@my-skills/shared/schemas/eep-bm';
import { visuallyHidden } from '../../../components/a11y/VisuallyHidden';

type SeriesKey = EepBmSummary['radar']['series'][number]['key'];

/** Each series keeps its colour as in the evaluation's chart and the exports; the objective in slate. */
const COLOURS: Record<SeriesKey, string> = {
  objective: '#455a64',
  employee: seriesColor('consultant'),
  manager: seriesColor('manager'),
  lastYear: seriesColor('lastYear'),
};

/**
 * The summary's radar (part 2 §9: scores divided by 4): the objective, the employee's and the manager's visions, and
 * last year's dashed when there is one — the server's series. Named by its title and described in words, with the
 * summary table (`tableId`) as its text alternative. A chunk of its own (the chart library).
 */
export default function SummaryRadar({
  radar,
  showManager,
  tableId,
  profile,
}: {
  radar: EepBmSummary['radar'];
  showManager: boolean;
  tableId: string;
  profile: string;
}) {
  const { t, i18n } = useTranslation('eepBm');
  const titleId = useId();
  const descId = useId();
  const series = radar.series.filter((s) => showManager || s.key !== 'manager');
  const format = (value: number | null) =>
    value === null ? '' : (value * 4).toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="bm-radar">
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('summary.radarTitle', { profile })}
      </Typography>
      <Box id={descId} sx={visuallyHidden}>
        {t('summary.radarDescription', {
          series: series.map((s) => (s.dashed ? t('summary.dashed', { label: s.label }) : s.label)).join(', '),
        })}
      </Box>
      <Box role="img" aria-labelledby={titleId} aria-describedby={`${descId} ${tableId}`}>
        <RadarChart
          height={420}
          radar={{ max: 1, metrics: radar.categories }}
          series={series.map((s) => ({
            id: s.key,
            label: s.label,
            data: s.values,
            color: COLOURS[s.key],
            fillArea: !s.dashed,
            valueFormatter: format,
          }))}
          sx={{
            ...Object.fromEntries(
              series
                .filter((s) => s.dashed)
                .map((s) => [
                  `& .${radarClasses.seriesArea}[data-series="${s.key}"]`,
                  { strokeDasharray: '6 4', fillOpacity: 0 },
                ]),
            ),
          }}
        />
      </Box>
    </Box>
  );
}
