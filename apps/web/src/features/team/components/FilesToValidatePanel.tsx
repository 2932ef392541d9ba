import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { filesToValidateList, type FileToValidate } from '@my-skills/shared/schemas/team';
import { DataList } from '../../../components/lists/DataList';
import { useListState } from '../../../components/lists/use-list-state';
import { useDateTimeFormat } from '../../../lib/dates';
import { documentTypes } from '../../../lib/document-types';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { useFilesToValidate } from '../api/get-files-to-validate';

/**
 * "Files to validate": the submitted skills files the viewer may validate, on the lists' grid (its own query in the
 * URL under `toValidate.`): filtered by language or submitted date, sorted, paged; a name opens the file.
 */
export function FilesToValidatePanel() {
  const { t } = useTranslation('team');
  const openedFrom = useOpenedFromHere();
  const formatDate = useDateTimeFormat();
  const state = useListState(filesToValidateList, { prefix: 'toValidate' });
  const files = useFilesToValidate(state.query);
  const count = files.data?.total;

  const columns = useMemo<GridColDef<FileToValidate>[]>(() => {
    const language = (idLang: number) => t(`languages.${idLang}`, { defaultValue: String(idLang) });
    return [
      {
        field: 'lastName',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={documentTypes.dc.page(row)}
            state={openedFrom}
            underline="hover"
            data-testid={`file-to-validate-${row.idDc}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <PendingActionsOutlined color="warning" fontSize="small" aria-hidden />
            <span>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {row.firstName} {row.lastName}
              </Box>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {[language(row.idLang), t('toValidate.version', { version: row.version })].join(' · ')}
              </Typography>
            </span>
          </Link>
        ),
      },
      { field: 'firstName', headerName: t('columns.firstName'), width: 130 },
      { field: 'reference', headerName: t('columns.reference'), width: 120 },
      {
        field: 'idLang',
        headerName: t('columns.language'),
        width: 120,
        type: 'singleSelect',
        valueOptions: ['1', '2'].map((value) => ({ value, label: language(Number(value)) })),
        renderCell: ({ row }) => language(row.idLang),
      },
      { field: 'version', headerName: t('columns.version'), width: 100, type: 'number' },
      {
        field: 'submittedAt',
        headerName: t('columns.submittedAt'),
        width: 180,
        renderCell: ({ row }) => formatDate(row.submittedAt),
      },
    ];
  }, [t, openedFrom, formatDate]);

  return (
    <Box data-testid="files-to-validate" sx={{ mb: 3 }}>
      <DataList<FileToValidate>
        list={filesToValidateList}
        state={state}
        result={files}
        columns={columns}
        getRowId={(row) => row.idDc}
        title={
          <Stack direction="row" spacing={1.5} component="span" sx={{ alignItems: 'center' }}>
            <span>{t('toValidate.title')}</span>
            {count === undefined ? null : (
              <Chip
                size="small"
                color={count > 0 ? 'warning' : 'default'}
                label={count}
                aria-label={t('toValidate.count', { count })}
              />
            )}
          </Stack>
        }
        titleId="files-to-validate-title"
        hiddenColumns={['firstName', 'reference']}
        searchPlaceholder={t('search.placeholder')}
        testId="files-to-validate"
      />
    </Box>
  );
}
