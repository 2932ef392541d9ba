import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { GreenPanel } from '../panels/GreenPanel';

/** One version of a document. */
export interface DocumentVersion<Status> {
  id: number;
  version: number;
  status: Status;
  /** ISO timestamps. */
  updatedAt: string;
  validatedAt: string | null;
  /** An archived version opens read-only. */
  archived: boolean;
}

/** Every version of a document; the one shown is marked, the others open from their link. */
export function VersionsPanel<Status>({
  versions,
  shownId,
  linkTo,
  renderStatus,
  testId,
}: {
  versions: DocumentVersion<Status>[];
  shownId: number;
  /** The address of a version. */
  linkTo: (version: DocumentVersion<Status>) => string;
  renderStatus: (status: Status) => ReactNode;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('document');
  return (
    <GreenPanel title={t('versions.title')}>
      <TableContainer>
        <Table size="small" aria-label={t('versions.title')} data-testid={testId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('versions.version')}</TableCell>
              <TableCell>{t('versions.status')}</TableCell>
              <TableCell>{t('versions.updatedAt')}</TableCell>
              <TableCell>{t('versions.validatedAt')}</TableCell>
              <TableCell align="right">
                <VisuallyHidden>{t('versions.open')}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((version) => (
              <TableRow key={version.id} selected={version.id === shownId} data-testid={`version-${version.version}`}>
                <TableCell sx={{ fontWeight: 600 }}>v{version.version}</TableCell>
                <TableCell>{renderStatus(version.status)}</TableCell>
                <TableCell>{formatDateTime(version.updatedAt, i18n.language)}</TableCell>
                <TableCell>{formatDateTime(version.validatedAt, i18n.language) || '—'}</TableCell>
                <TableCell align="right">
                  {version.id === shownId ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('versions.shown')}
                    </Typography>
                  ) : (
                    <Button component={RouterLink} to={linkTo(version)} size="small">
                      {version.archived ? t('versions.openArchived') : t('versions.openCurrent')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </GreenPanel>
  );
}
