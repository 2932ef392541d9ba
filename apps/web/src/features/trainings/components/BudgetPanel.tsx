import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TrainingBudgetFigures } from '@my-skills/shared/schemas/trainings';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { useUiLanguage } from '../../../lib/ui-language';
import { useBudget } from '../api/get-budget';
import { formatCost } from './options';

type Row = TrainingBudgetFigures & { id: number | null; name: string | null };

/** HR's training budget of a year (roles 4–6): planned, enrolled and spent per business unit and scheme. */
export function BudgetPanel() {
  const { t } = useTranslation('trainings');
  const { language } = useUiLanguage();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const budget = useBudget(year, true);
  const years = Array.from({ length: 6 }, (_, i) => thisYear + 1 - i);
  const cells = (r: TrainingBudgetFigures) => (
    <>
      <TableCell align="right">{r.count}</TableCell>
      <TableCell align="right">
        {formatCost(r.plannedCost, language)} · {r.plannedHours} h
      </TableCell>
      <TableCell align="right">
        {formatCost(r.enrolledCost, language)} · {r.enrolledHours} h
      </TableCell>
      <TableCell align="right">
        {formatCost(r.spentCost, language)} · {r.spentHours} h
      </TableCell>
    </>
  );
  const table = (title: string, rows: Row[], noName: string, testId: string) => (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{title}</TableCell>
          <TableCell align="right">{t('budget.count')}</TableCell>
          <TableCell align="right">{t('budget.planned')}</TableCell>
          <TableCell align="right">{t('budget.enrolled')}</TableCell>
          <TableCell align="right">{t('budget.spent')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id ?? 'none'}>
            <TableCell>{r.name ?? noName}</TableCell>
            {cells(r)}
          </TableRow>
        ))}
        {budget.data ? (
          <TableRow>
            <TableCell sx={{ fontWeight: 'bold' }}>{t('budget.total')}</TableCell>
            {cells(budget.data.total)}
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
  return (
    <GreenPanel title={t('budget.title')} defaultExpanded={false}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('budget.subtitle')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('budget.year')}
        value={year}
        onChange={(e) => setYear(Number(e.target.value))}
        sx={{ mb: 2, minWidth: 120 }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {budget.data ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {table(t('budget.businessUnit'), budget.data.byBusinessUnit, t('budget.noUnit'), 'budget-units')}
          {table(t('budget.scheme'), budget.data.byScheme, t('form.none'), 'budget-schemes')}
        </Box>
      ) : null}
    </GreenPanel>
  );
}
