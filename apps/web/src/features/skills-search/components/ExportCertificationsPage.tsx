import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { skillsSearchCalls } from '@my-skills/shared/calls/skills-search';
import {
  certificationsExportList,
  type CertificationsExportRow,
  type ExpiryState,
} from '@my-skills/shared/schemas/skills-search';
import { DataList } from '../../../components/lists/DataList';
import { useListState } from '../../../components/lists/use-list-state';
import { PageHeading } from '../../../components/layout/PageHeading';
import { formatDay } from '../../../lib/dates';
import { useCertificationsExport } from '../api/list-certifications-export';
import { PersonFileLink } from './SearchCells';

const STATE_COLORS: Record<ExpiryState, 'error' | 'warning' | 'success' | 'default'> = {
  expired: 'error',
  expiring: 'warning',
  valid: 'success',
  none: 'default',
};

/**
 * Export of certifications (/management/exportCertifications): one row per certification of the skills file read,
 * with its organism, dates, the days left before it expires (filter "between 0 and 90": what expires in the next
 * 90 days) and whether it has expired or expires within 90 days; filtered on the grid first, then exported to Excel
 * as filtered.
 */
export function ExportCertificationsPage() {
  const { t, i18n } = useTranslation('skillsSearch');
  const state = useListState(certificationsExportList);
  const rows = useCertificationsExport(state.query);

  const columns = useMemo<GridColDef<CertificationsExportRow>[]>(
    () => [
      {
        field: 'lastName',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => (
          <PersonFileLink
            person={{ id: row.idPerson, firstName: row.firstName, lastName: row.lastName }}
            idLang={row.idLang}
            testId={`certification-${row.id}`}
          />
        ),
      },
      { field: 'firstName', headerName: t('columns.firstName'), width: 130 },
      { field: 'reference', headerName: t('columns.reference'), width: 110 },
      { field: 'name', headerName: t('columns.certification'), flex: 1.3, minWidth: 220 },
      { field: 'organism', headerName: t('columns.organism'), width: 170 },
      {
        field: 'obtained',
        headerName: t('columns.obtained'),
        width: 130,
        // A day as text (the grid's date type wants Date objects; the list's definition types the filter).
        renderCell: ({ row }) => formatDay(row.obtained, i18n.language),
      },
      {
        field: 'expiry',
        headerName: t('columns.expiry'),
        width: 130,
        // A day as text (the grid's date type wants Date objects; the list's definition types the filter).
        renderCell: ({ row }) => formatDay(row.expiry, i18n.language),
      },
      {
        field: 'expiresInDays',
        headerName: t('columns.expiresInDays'),
        type: 'number',
        width: 150,
      },
      {
        field: 'expiryState',
        headerName: t('columns.expiryState'),
        width: 200,
        type: 'singleSelect',
        valueOptions: certificationsExportList.columns.expiryState.options.map((s) => ({
          value: s,
          label: t(`expiryStates.${s}`),
        })),
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={STATE_COLORS[row.expiryState]}
            variant={row.expiryState === 'none' ? 'outlined' : 'filled'}
            label={t(`expiryStates.${row.expiryState}`)}
          />
        ),
      },
    ],
    [t, i18n.language],
  );

  return (
    <Box>
      <PageHeading title={t('exportCertifications.title')} subtitle={t('exportCertifications.subtitle')} />
      <DataList<CertificationsExportRow>
        list={certificationsExportList}
        state={state}
        result={rows}
        columns={columns}
        getRowId={(row) => row.id}
        title={t('exportCertifications.listTitle')}
        titleId="export-certifications-title"
        hiddenColumns={['firstName']}
        exportCall={skillsSearchCalls.certificationsExportExcel}
        exportName="certifications"
        searchPlaceholder={t('exportCertifications.searchPlaceholder')}
        testId="export-certifications"
      />
    </Box>
  );
}
