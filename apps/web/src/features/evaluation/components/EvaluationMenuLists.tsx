import { useMemo, type ReactNode } from 'react';
import type { SxProps } from '@mui/material/styles';
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
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  eaFollowedList,
  FOLLOWED_EA_STATUSES,
  type EaYears,
  type EvaluationFollowedRow,
} from '@my-skills/shared/schemas/evaluation-details';
import { ExportMenu } from '../../../components/document/ExportMenu';
import { DataList } from '../../../components/lists/DataList';
import { EmptyTableRow } from '../../../components/lists/EmptyTableRow';
import { useListState } from '../../../components/lists/use-list-state';
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

/**
 * For a manager: the people followed this year on the lists' grid (docs/decisions/024-scale-paging.md) — searched,
 * filtered, sorted and paged by the server, the query in the URL (`followed.` prefix); those waiting for me first.
 * Hidden for someone who follows nobody.
 */
export function FollowedList() {
  const { t, i18n } = useTranslation('evaluation');
  const state = useListState(eaFollowedList, { prefix: 'followed' });
  const followed = useEaFollowed(state.query);
  const year = followed.data?.year ?? new Date().getFullYear();
  const columns = useMemo<GridColDef<EvaluationFollowedRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('menu.person'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box component="span" data-testid={`followed-${row.idUser}`}>
            {row.firstName} {row.lastName}
            {row.waitsForMe ? (
              <Typography component="span" variant="caption" color="primary" sx={{ ml: 1, fontWeight: 600 }}>
                {t('menu.waitsForMe')}
              </Typography>
            ) : null}
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: t('menu.status'),
        width: 190,
        type: 'singleSelect',
        valueOptions: FOLLOWED_EA_STATUSES.map((s) => ({ value: s, label: t(`status.${s === '0' ? 'none' : s}`) })),
        renderCell: ({ row }) => <EaStatusChip status={row.status} late={row.isLate} />,
      },
      {
        field: 'deadline',
        headerName: t('menu.deadline'),
        width: 130,
        renderCell: ({ row }) => (row.deadline ? formatDay(row.deadline, i18n.language) : '—'),
      },
      { field: 'isLate', headerName: t('late'), width: 100, type: 'boolean' },
      { field: 'waitsForMe', headerName: t('menu.waitsForMe'), width: 150, type: 'boolean' },
      {
        field: 'actions',
        headerName: t('menu.actions'),
        width: 120,
        renderCell: ({ row }) =>
          row.idEa !== null ? (
            <Button
              size="small"
              component={RouterLink}
              to={evaluationPath(row.idUser, year)}
              aria-label={t('menu.openOf', { name: `${row.firstName} ${row.lastName}` })}
            >
              {t('menu.open')}
            </Button>
          ) : null,
      },
    ],
    [t, i18n.language, year],
  );
  const { searchTerm, filters } = state.query;
  // Shown once answered (no empty grid flashing for someone who follows nobody), never for an empty unfiltered list.
  if (!followed.data || (followed.data.total === 0 && !searchTerm && filters.length === 0)) return null;
  return (
    <DataList<EvaluationFollowedRow>
      list={eaFollowedList}
      state={state}
      result={followed}
      columns={columns}
      getRowId={(row) => row.idUser}
      title={t('menu.followed', { year })}
      titleId="ea-followed-title"
      hiddenColumns={['isLate', 'waitsForMe']}
      searchPlaceholder={t('menu.searchPlaceholder')}
      testId="ea-followed"
    />
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
