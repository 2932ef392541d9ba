import type { ReactNode } from 'react';
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
import { formatDateTime } from '../../lib/dates';
import { GreenPanel } from '../panels/GreenPanel';

/** One status change of a document. */
export interface StatusChange<Status> {
  id: number;
  /** ISO timestamp. */
  changedAt: string;
  changedBy: { name: string } | null;
  /** null when the change created the document. */
  fromStatus: Status | null;
  toStatus: Status;
  comment: string | null;
}

/** Every status change of a document, newest first: who, when, from, to (as the document draws its statuses). */
export function HistoryPanel<Status>({
  history,
  renderStatus,
  testId,
}: {
  history: StatusChange<Status>[];
  renderStatus: (status: Status) => ReactNode;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('document');
  const rows = [...history].sort((a, b) => b.changedAt.localeCompare(a.changedAt) || b.id - a.id);
  return (
    <GreenPanel title={t('history.title')} defaultExpanded={false}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('history.title')} data-testid={testId}>
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
                        renderStatus(entry.fromStatus)
                      )}
                      <ArrowForward fontSize="small" aria-label={t('history.to')} />
                      {renderStatus(entry.toStatus)}
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
