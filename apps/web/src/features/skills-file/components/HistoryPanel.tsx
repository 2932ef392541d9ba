import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import type { DcHistoryEntry } from '@my-skills/shared/schemas/skills-file';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { DcStatusChip } from './DcStatusChip';
import { formatDateTime } from '../../../lib/dates';

/** Every status change of the file: who, when, from, to. */
export function HistoryPanel({ history }: { history: DcHistoryEntry[] }) {
  const { t, i18n } = useTranslation('skillsFile');
  const rows = [...history].sort((a, b) => b.changedAt.localeCompare(a.changedAt) || b.id - a.id);
  return (
    <GreenPanel title={t('history.title')} defaultExpanded={false}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('history.title')} data-testid="dc-history">
            <TableHead>
              <TableRow>
                <TableCell>{t('history.when')}</TableCell>
                <TableCell>{t('history.who')}</TableCell>
                <TableCell>{t('history.change')}</TableCell>
                <TableCell>{t('history.comment')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.changedAt, i18n.language)}</TableCell>
                  <TableCell>{entry.changedBy?.name ?? '—'}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {entry.fromStatus === null ? (
                        <Typography variant="body2" color="text.secondary">
                          {t('history.created')}
                        </Typography>
                      ) : (
                        <DcStatusChip status={entry.fromStatus} />
                      )}
                      <ArrowForward fontSize="small" aria-label={t('history.to')} />
                      <DcStatusChip status={entry.toStatus} />
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>{entry.comment}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </GreenPanel>
  );
}
