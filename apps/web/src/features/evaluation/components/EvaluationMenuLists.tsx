import type { ReactNode } from 'react';
import { alpha, type SxProps } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { EaYears } from '@my-skills/shared/schemas/evaluation-details';
import { ExportMenu } from '../../../components/document/ExportMenu';
import { EmptyTableRow } from '../../../components/lists/EmptyTableRow';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { documentTypes } from '../../../lib/document-types';
import { useEaFollowed } from '../api/get-ea-followed';
import { EaStatusChip } from './EaStatusChip';

/** The address of a person's evaluation of a year. */
export const evaluationPath = (idUser: number, year: number) => documentTypes.ea.page({ idUser, year });

/** The previous years: read-only, with their Word/PDF exports. */
export function PastYears({ idUser, years }: { idUser: number; years: EaYears['years'] }) {
  const { t, i18n } = useTranslation('evaluation');
  return (
    <MenuTable
      title={t('menu.previous')}
      testId="ea-previous"
      headers={[t('menu.year'), t('menu.status'), t('menu.validatedAt'), t('menu.actions')]}
      sx={{ mb: 4 }}
    >
      {years.length === 0 ? <EmptyTableRow colSpan={4}>{t('menu.noPrevious')}</EmptyTableRow> : null}
      {years.map((y) => (
        <TableRow key={y.idEa} data-testid={`ea-year-${y.year}`}>
          <TableCell>{y.year}</TableCell>
          <TableCell>
            <EaStatusChip status={y.status} />
          </TableCell>
          <TableCell>
            {y.validatedAt ? formatDateTime(y.validatedAt, i18n.language) : '—'}
            {y.signed ? ` · ${t('menu.signed')}` : ''}
          </TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <Button size="small" component={RouterLink} to={evaluationPath(idUser, y.year)}>
                {t('menu.view')}
              </Button>
              <ExportMenu document={{ kind: 'ea', id: y.idEa }} size="small" />
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </MenuTable>
  );
}

/** For a manager: the people followed this year, those waiting for me first. */
export function FollowedList() {
  const { t, i18n } = useTranslation('evaluation');
  const followed = useEaFollowed(true);
  const people = [...(followed.data?.people ?? [])].sort((a, b) => Number(b.waitsForMe) - Number(a.waitsForMe));
  if (people.length === 0 || !followed.data) return null;
  const year = followed.data.year;
  return (
    <MenuTable
      title={t('menu.followed', { year })}
      testId="ea-followed"
      headers={[t('menu.person'), t('menu.status'), t('menu.deadline'), t('menu.actions')]}
    >
      {people.map((p) => (
        <TableRow
          key={p.idUser}
          data-testid={`followed-${p.idUser}`}
          // A lighter tint than MUI's selected row, on which the primary texts fall below 4.5:1.
          sx={p.waitsForMe ? { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.05) } : undefined}
        >
          <TableCell component="th" scope="row">
            {p.firstName} {p.lastName}
            {p.waitsForMe ? (
              <Typography component="span" variant="caption" color="primary" sx={{ ml: 1, fontWeight: 600 }}>
                {t('menu.waitsForMe')}
              </Typography>
            ) : null}
          </TableCell>
          <TableCell>
            <EaStatusChip status={p.status} late={p.isLate} />
          </TableCell>
          <TableCell>{p.deadline ? formatDay(p.deadline, i18n.language) : '—'}</TableCell>
          <TableCell>
            {p.idEa !== null ? (
              <Button
                size="small"
                component={RouterLink}
                to={evaluationPath(p.idUser, year)}
                aria-label={t('menu.openOf', { name: `${p.firstName} ${p.lastName}` })}
              >
                {t('menu.open')}
              </Button>
            ) : null}
          </TableCell>
        </TableRow>
      ))}
    </MenuTable>
  );
}

/** A titled table of the evaluation menu. */
function MenuTable({
  title,
  testId,
  headers,
  sx,
  children,
}: {
  title: string;
  testId: string;
  headers: string[];
  sx?: SxProps;
  children: ReactNode;
}) {
  return (
    <Box sx={sx}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {title}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={title} data-testid={testId}>
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
