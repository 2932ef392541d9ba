import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { DcVersion } from '@my-skills/shared/schemas/skills-file';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { DcStatusChip } from './DcStatusChip';
import { formatDateTime } from '../../../lib/dates';

/** Every version of the person's file in this language; an archived one opens read-only. */
export function VersionsPanel({
  versions,
  shownId,
  linkTo,
}: {
  versions: DcVersion[];
  shownId: number;
  /** The address of a version (the current one opens without ?version). */
  linkTo: (version: DcVersion) => string;
}) {
  const { t, i18n } = useTranslation('skillsFile');
  return (
    <GreenPanel title={t('versions.title')}>
      <TableContainer>
        <Table size="small" aria-label={t('versions.title')} data-testid="dc-versions">
          <TableHead>
            <TableRow>
              <TableCell>{t('versions.version')}</TableCell>
              <TableCell>{t('versions.status')}</TableCell>
              <TableCell>{t('versions.updatedAt')}</TableCell>
              <TableCell>{t('versions.validatedAt')}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((version) => (
              <TableRow
                key={version.idDc}
                selected={version.idDc === shownId}
                data-testid={`version-${version.version}`}
              >
                <TableCell sx={{ fontWeight: 600 }}>v{version.version}</TableCell>
                <TableCell>
                  <DcStatusChip status={version.status} />
                </TableCell>
                <TableCell>{formatDateTime(version.updatedAt, i18n.language)}</TableCell>
                <TableCell>{formatDateTime(version.validatedAt, i18n.language) || '—'}</TableCell>
                <TableCell align="right">
                  {version.idDc === shownId ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('versions.shown')}
                    </Typography>
                  ) : (
                    <Button component={RouterLink} to={linkTo(version)} size="small">
                      {version.status === DC_STATUSES.ARCHIVED ? t('versions.openArchived') : t('versions.openCurrent')}
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
