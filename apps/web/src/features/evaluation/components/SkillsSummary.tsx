import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useEvaluation } from './evaluation-context';

// The chart library loads with the evaluation page only, after its first paint.
const SkillsChart = lazy(() => import('./SkillsChart'));

const average = (value: number | null, lng: string) =>
  value === null ? '—' : value.toLocaleString(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The averages per type (self, manager, last year) and their chart. */
export function SkillsSummary() {
  const { t, i18n } = useTranslation('evaluation');
  const { ea } = useEvaluation();
  const seesManager = ea.permissions.seesManagerSide;
  const rows = ea.summary.map((row) => ({ ...row, manager: seesManager ? row.manager : null }));
  return (
    <Box data-testid="skills-summary">
      <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {t('summary.title')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('summary.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('summary.type')}</TableCell>
              <TableCell align="right">{t('summary.consultant')}</TableCell>
              {seesManager ? <TableCell align="right">{t('summary.manager')}</TableCell> : null}
              <TableCell align="right">{t('summary.lastYear')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.idType}>
                <TableCell component="th" scope="row">
                  {row.typeName}
                </TableCell>
                <TableCell align="right">{average(row.consultant, i18n.language)}</TableCell>
                {seesManager ? <TableCell align="right">{average(row.manager, i18n.language)}</TableCell> : null}
                <TableCell align="right">{average(row.lastYear, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Suspense fallback={<Skeleton variant="rounded" height={300} sx={{ mt: 2 }} />}>
        <SkillsChart rows={rows} showManager={seesManager} />
      </Suspense>
    </Box>
  );
}
