import { useMemo } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUSINESS_MANAGER_PROFILES } from '@my-skills/shared/constants';
import { myManagersCalls } from '@my-skills/shared/calls/manager-lists';
import { managerReviewsList, type ManagerReviewRow } from '@my-skills/shared/schemas/manager-lists';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { DataList } from '../../../components/lists/DataList';
import { useListState, type ListState } from '../../../components/lists/use-list-state';
import { PageHeading } from '../../../components/layout/PageHeading';
import { formatDay } from '../../../lib/dates';
import { documentTypes } from '../../../lib/document-types';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { useUiLanguage } from '../../../lib/ui-language';
import { useReviewYears } from '../api/get-review-years';
import { useManagerReviewsList } from '../api/list-manager-reviews';
import { ReviewStatusChip } from './ReviewStatusChip';
import { nameLinkColumn } from '../../../components/lists/columns';

/** The year chosen (in the URL, `year`; none: every year). */
function useYearParam(): [number | null, (year: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('year'));
  const year = Number.isInteger(raw) && raw >= 2000 && raw <= 2100 ? raw : null;
  const setYear = (next: number | null) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === null) copy.delete('year');
      else copy.set('year', String(next));
      copy.delete('page');
      return copy;
    });
  return [year, setYear];
}

/**
 * The managers' reviews (/management/listEEPManager): one row per manager and year among the people I follow —
 * status, submitted and validated dates, reviewer, profile — of one year or every year; a click on the name opens the
 * review; filtered, sorted, paged in the URL and exported to Excel.
 */
export function ManagerReviewsPage() {
  const { t, i18n } = useTranslation('managerLists');
  const { language } = useUiLanguage();
  const openedFrom = useOpenedFromHere();
  const state = useListState(managerReviewsList);
  const [year, setYear] = useYearParam();
  const years = useReviewYears();
  const reviews = useManagerReviewsList(state.query, year);
  const exportState: ListState = {
    ...state,
    exportBody: (columns) => ({ ...state.exportBody(columns), ...(year === null ? {} : { year }) }),
  };
  const yearOptions = [...new Set([...(years.data ?? []), ...(year === null ? [] : [year])])].sort((a, b) => b - a);

  const columns = useMemo<GridColDef<ManagerReviewRow>[]>(() => {
    const day = (iso: string | null) => formatDay(iso?.slice(0, 10), i18n.language) || '—';
    return [
      nameLinkColumn<ManagerReviewRow>({
        headerName: t('columns.name'),
        to: (row) => documentTypes.eepBm.page({ idUser: row.idUser, year: row.year }),
        state: openedFrom,
        label: (row) => t('managers.open', { name: `${row.firstName} ${row.lastName}`, year: row.year }),
        testId: (row) => `manager-review-${row.idEep}`,
      }),
      { field: 'reference', headerName: t('columns.reference'), width: 120 },
      { field: 'year', headerName: t('columns.year'), width: 90 },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 140,
        type: 'singleSelect',
        valueOptions: (['draft', 'submitted', 'validated'] as const).map((s) => ({
          value: s,
          label: t(`reviewStatus.${s}`),
        })),
        renderCell: ({ row }) => <ReviewStatusChip status={row.status} />,
      },
      {
        field: 'submittedAt',
        headerName: t('columns.submittedAt'),
        width: 130,
        type: 'date',
        valueGetter: (_v, row) => (row.submittedAt ? new Date(row.submittedAt) : null),
        renderCell: ({ row }) => day(row.submittedAt),
      },
      {
        field: 'validatedAt',
        headerName: t('columns.validatedAt'),
        width: 130,
        type: 'date',
        valueGetter: (_v, row) => (row.validatedAt ? new Date(row.validatedAt) : null),
        renderCell: ({ row }) => day(row.validatedAt),
      },
      {
        field: 'reviewer',
        headerName: t('columns.reviewer'),
        width: 180,
        valueGetter: (_v, row) => row.reviewerName ?? t('reviewerHr'),
      },
      {
        field: 'profile',
        headerName: t('columns.profile'),
        minWidth: 200,
        flex: 1,
        type: 'singleSelect',
        valueOptions: BUSINESS_MANAGER_PROFILES.map((p) => ({
          value: String(p.id),
          label: pickLanguage(language === 'en' ? 2 : 1, p),
        })),
        renderCell: ({ row }) => row.profile.name,
      },
    ];
  }, [t, language, i18n.language, openedFrom]);

  return (
    <Box>
      <PageHeading title={t('reviews.title')} subtitle={t('reviews.subtitle')} />
      <DataList<ManagerReviewRow>
        list={managerReviewsList}
        state={exportState}
        result={reviews}
        columns={columns}
        getRowId={(row) => row.idEep}
        title={t('reviews.listTitle')}
        titleId="manager-reviews-title"
        hiddenColumns={['reference']}
        exportCall={myManagersCalls.managerReviewsExport}
        exportName="manager-reviews"
        toolbar={
          <TextField
            select
            size="small"
            label={t('reviews.year')}
            value={year === null ? 'all' : String(year)}
            onChange={(event) => setYear(event.target.value === 'all' ? null : Number(event.target.value))}
            sx={{ minWidth: 140 }}
            slotProps={{ htmlInput: { 'data-testid': 'manager-reviews-year' } }}
          >
            <MenuItem value="all">{t('reviews.allYears')}</MenuItem>
            {yearOptions.map((y) => (
              <MenuItem key={y} value={String(y)}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        }
        testId="manager-reviews"
      />
    </Box>
  );
}
