import { lazy, Suspense, useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import { useTranslation } from 'react-i18next';
import { useEditorOf } from '../../../components/document/document-editor';
import { errorMessage } from '../../../lib/error-message';
import { useEepBmSummary } from '../api/get-eep-bm-summary';
import { BmSection } from './BmSection';
import { useEepBm } from './eep-bm-context';
import { PreviewNotice } from './SkillsTab';

// The chart library loads with this tab only.
const SummaryRadar = lazy(() => import('./SummaryRadar'));

const number = (value: number | null, lng: string) =>
  value === null ? '—' : value.toLocaleString(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Global skills summary under the shown profile (the server's: per category the objective, both visions, their
 * difference and colour, and the radar's series): a table — the radar's text alternative — and the radar; the refresh
 * action reads it again (it sums up what is saved).
 */
export function SummaryTab() {
  const { t, i18n } = useTranslation('eepBm');
  const { details, idLang, profile, previewing } = useEepBm();
  const editor = useEditorOf();
  const tableId = useId();
  const summary = useEepBmSummary(
    { idUser: details.idUser, year: details.year, idLang, idBusinessManager: profile },
    details.summary,
  );
  const seesManager = details.permissions.seesManagerSide;
  const lng = i18n.language;
  const data = summary.data;
  return (
    <BmSection tab="summary" icon={<InsightsOutlined />}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {t('summary.intro', { profile: data?.businessManagerName ?? details.businessManagerName })}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<SyncOutlined />}
          onClick={() => void summary.refetch()}
          disabled={summary.isFetching}
          data-testid="refresh-summary"
        >
          {summary.isFetching ? t('summary.refreshing') : t('summary.refresh')}
        </Button>
      </Box>
      {previewing ? <PreviewNotice /> : null}
      {editor.editing && editor.dirty ? <Alert severity="info">{t('summary.unsaved')}</Alert> : null}
      {summary.isError ? <Alert severity="error">{errorMessage(summary.error)}</Alert> : null}
      {!data ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('summary.table')} id={tableId} data-testid="bm-summary">
              <TableHead>
                <TableRow>
                  <TableCell>{t('summary.category')}</TableCell>
                  <TableCell align="right">{t('summary.objective')}</TableCell>
                  <TableCell align="right">{t('summary.employee')}</TableCell>
                  {seesManager ? <TableCell align="right">{t('summary.manager')}</TableCell> : null}
                  <TableCell align="right">{t('summary.difference')}</TableCell>
                  <TableCell>{t('summary.result')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.idSkillCategoryType} data-testid={`bm-summary-${row.idSkillCategoryType}`}>
                    <TableCell component="th" scope="row">
                      {row.skillCategTypeName}
                    </TableCell>
                    <TableCell align="right">{row.objectifMaturity}</TableCell>
                    <TableCell align="right">{number(row.employeeVision, lng)}</TableCell>
                    {seesManager ? <TableCell align="right">{number(row.managerVision, lng)}</TableCell> : null}
                    <TableCell align="right">
                      {row.difference > 0 ? '+' : ''}
                      {number(row.difference, lng)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={row.colour === 'green' ? 'success' : 'warning'}
                        label={t(`summary.colour.${row.colour}`)}
                        data-colour={row.colour}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
            <SummaryRadar
              radar={data.radar}
              showManager={seesManager}
              tableId={tableId}
              profile={data.businessManagerName}
            />
          </Suspense>
        </>
      )}
    </BmSection>
  );
}
