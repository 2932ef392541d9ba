import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { myManagersCalls } from '@my-skills/shared/calls/manager-lists';
import { myManagersList, REVIEW_LIST_STATUSES, type MyManagerRow } from '@my-skills/shared/schemas/manager-lists';
import { ActiveChip } from '../../../components/lists/ActiveChip';
import { DataList } from '../../../components/lists/DataList';
import { RowAction } from '../../../components/lists/RowAction';
import { useListState, type ListState } from '../../../components/lists/use-list-state';
import { PageHeading } from '../../../components/layout/PageHeading';
import { documentTypes } from '../../../lib/document-types';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { useUiLanguage } from '../../../lib/ui-language';
import { useMyManagers } from '../api/list-my-managers';
import { ReviewStatusChip } from './ReviewStatusChip';
import { ReviewYearsDialog } from './ReviewYearsDialog';
import { ReviewsToValidatePanel } from './ReviewsToValidatePanel';
import { nameLinkColumn, roleColumn } from '../../../components/lists/columns';

const LANGUAGES = [1, 2] as const;

/**
 * My managers (/management/manager): the submitted reviews waiting for me, then the managers (roles 3–5) I follow on
 * the lists' grid — this year's business-manager review (a click on the name opens it), their skills file in the
 * language chosen, their reviews of other years; filtered, sorted, paged in the URL and exported to Excel.
 */
export function MyManagersPage() {
  const { t } = useTranslation('managerLists');
  const { t: tCommon } = useTranslation();
  const { t: tFile } = useTranslation('skillsFile');
  const { language } = useUiLanguage();
  const openedFrom = useOpenedFromHere();
  const state = useListState(myManagersList);
  const [idLang, setIdLang] = useState<number>(language === 'en' ? 2 : 1);
  const managers = useMyManagers(state.query, idLang);
  const [yearsOf, setYearsOf] = useState<{ id: number; name: string } | null>(null);
  // The export carries the language of the skills files shown.
  const exportState: ListState = { ...state, exportBody: (columns) => ({ ...state.exportBody(columns), idLang }) };

  const columns = useMemo<GridColDef<MyManagerRow>[]>(
    () => [
      nameLinkColumn<MyManagerRow>({
        headerName: t('columns.name'),
        to: (row) => documentTypes.eepBm.page({ idUser: row.id, year: row.year }),
        state: openedFrom,
        label: (row) => t('managers.open', { name: `${row.firstName} ${row.lastName}`, year: row.year }),
        testId: (row) => `manager-${row.id}`,
      }),
      { field: 'reference', headerName: t('columns.reference'), width: 120 },
      roleColumn<MyManagerRow>(tCommon, t('columns.role'), ['3', '4', '5']),
      { field: 'manager', headerName: t('columns.manager'), width: 170, valueGetter: (_v, row) => row.managerName },
      {
        field: 'active',
        headerName: t('columns.active'),
        width: 100,
        type: 'boolean',
        valueGetter: (_v, row) => row.isActive,
        renderCell: ({ row }) => (
          <ActiveChip active={row.isActive} labels={{ active: t('active'), inactive: t('inactive') }} />
        ),
      },
      {
        field: 'reviewStatus',
        headerName: t('columns.reviewStatus', { year: new Date().getFullYear() }),
        width: 170,
        type: 'singleSelect',
        valueOptions: REVIEW_LIST_STATUSES.map((s) => ({ value: s, label: t(`reviewStatus.${s}`) })),
        renderCell: ({ row }) => <ReviewStatusChip status={row.review.status} testId={`manager-review-${row.id}`} />,
      },
      {
        field: 'skillsFileStatus',
        headerName: t('columns.skillsFile', { language: t(`languages.${idLang}`) }),
        width: 170,
        type: 'singleSelect',
        valueOptions: ['0', '1', '2', '3'].map((s) => ({ value: s, label: tFile(`status.${s}`) })),
        renderCell: ({ row }) => tFile(`status.${row.skillsFile.status}`),
      },
      {
        field: 'years',
        headerName: t('columns.years'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <RowAction
            title={t('years.action')}
            label={t('years.actionFor', { name: `${row.firstName} ${row.lastName}` })}
            icon={<HistoryOutlined fontSize="small" />}
            onClick={() => setYearsOf({ id: row.id, name: `${row.firstName} ${row.lastName}` })}
          />
        ),
      },
    ],
    [t, tCommon, tFile, idLang, openedFrom],
  );

  return (
    <Box>
      <PageHeading title={t('managers.title')} subtitle={t('managers.subtitle')} />
      <ReviewsToValidatePanel />
      <DataList<MyManagerRow>
        list={myManagersList}
        state={exportState}
        result={managers}
        columns={columns}
        getRowId={(row) => row.id}
        title={t('managers.listTitle')}
        titleId="managers-list-title"
        exportCall={myManagersCalls.myManagersExport}
        exportName="managers"
        toolbar={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={idLang}
            onChange={(_e, value: number | null) => value && setIdLang(value)}
            aria-label={t('managers.fileLanguage')}
          >
            {LANGUAGES.map((id) => (
              <ToggleButton key={id} value={id} data-testid={`managers-language-${id}`}>
                {t(`languages.${id}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
        testId="managers"
      />
      <ReviewYearsDialog person={yearsOf} onClose={() => setYearsOf(null)} />
    </Box>
  );
}
