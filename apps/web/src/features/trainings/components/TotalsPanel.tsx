import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TrainingTotal, TrainingTotals } from '@my-skills/shared/schemas/trainings';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { useUiLanguage } from '../../../lib/ui-language';
import { formatCost } from './options';

/** Hours and cost of the filtered wishes: in all, and per status, nature and scheme (the groups with wishes). */
export function TotalsPanel({ totals }: { totals: TrainingTotals | undefined }) {
  const { t } = useTranslation('trainings');
  const { language } = useUiLanguage();
  if (!totals) return null;
  const group = (title: string, rows: TrainingTotal[], testId: string) => (
    <Box sx={{ minWidth: 260, flex: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">{t('totals.count')}</TableCell>
            <TableCell align="right">{t('totals.hours')}</TableCell>
            <TableCell align="right">{t('totals.cost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows
            .filter((r) => r.count > 0)
            .map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.name}</TableCell>
                <TableCell align="right">{r.count}</TableCell>
                <TableCell align="right">{r.hours}</TableCell>
                <TableCell align="right">{formatCost(r.cost, language)}</TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </Box>
  );
  return (
    <GreenPanel title={t('totals.title')}>
      <Typography sx={{ mb: 1 }} data-testid="trainings-total">
        {t('totals.all')} : {totals.all.count} · {totals.all.hours} h · {formatCost(totals.all.cost, language)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {group(t('totals.byStatus'), totals.byStatus, 'totals-status')}
        {group(t('totals.byNature'), totals.byNature, 'totals-nature')}
        {group(t('totals.byScheme'), totals.byScheme, 'totals-scheme')}
      </Box>
    </GreenPanel>
  );
}
