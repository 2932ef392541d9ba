import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { keyPeopleCalls } from '@my-skills/shared/calls/key-people';
import { KEY_PEOPLE_STATUS_FILTERS } from '@my-skills/shared/constants';
import { KEY_PEOPLE_CATEGORY_IDS, keyPeopleList, type KeyPeopleRow } from '@my-skills/shared/schemas/key-people';
import { DataList } from '../../../components/lists/DataList';
import { RowAction } from '../../../components/lists/RowAction';
import { nameLinkColumn } from '../../../components/lists/columns';
import { useListState } from '../../../components/lists/use-list-state';
import { PageHeading } from '../../../components/layout/PageHeading';
import { formatDateTime } from '../../../lib/dates';
import { documentTypes } from '../../../lib/document-types';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { useUiLanguage } from '../../../lib/ui-language';
import { useNavigate } from 'react-router';
import { useKeyPeople } from '../api/list-key-people';
import { AddKeyPersonDialog } from './AddKeyPersonDialog';

/**
 * Key people (/management/listeKP): the key people of the viewer's chain (everyone with "all" access) on the lists'
 * grid — categories (a filter "has category X"), status, missions, current client, key skills; searched, filtered,
 * sorted, paged in the URL and exported to Excel. A name opens the record; the file icon the person's skills file;
 * "Add a key person" picks someone who is not one yet.
 */
export function KeyPeopleListPage() {
  const { t, i18n } = useTranslation('keyPeople');
  const { idLang } = useUiLanguage();
  const openedFrom = useOpenedFromHere();
  const navigate = useNavigate();
  const state = useListState(keyPeopleList);
  const result = useKeyPeople(state.query, idLang);
  const [adding, setAdding] = useState(false);

  const columns = useMemo<GridColDef<KeyPeopleRow>[]>(
    () => [
      nameLinkColumn<KeyPeopleRow>({
        headerName: t('columns.name'),
        to: (row) => documentTypes.keyPeople.page({ idUser: row.idUser }),
        state: openedFrom,
        label: (row) => t('list.open', { name: `${row.firstName} ${row.lastName}` }),
        testId: (row) => `key-person-${row.idUser}`,
      }),
      { field: 'reference', headerName: t('columns.reference'), width: 110 },
      { field: 'manager', headerName: t('columns.manager'), width: 160, valueGetter: (_v, row) => row.managerName },
      {
        field: 'categories',
        headerName: t('columns.categories'),
        width: 230,
        sortable: false,
        type: 'singleSelect',
        valueOptions: KEY_PEOPLE_CATEGORY_IDS.map((id) => ({ value: String(id), label: t(`categories.${id}`) })),
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            {row.categories.map((c) => (
              <Chip key={c} size="small" label={t(`categories.${c}`)} />
            ))}
          </Stack>
        ),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 110,
        type: 'singleSelect',
        valueOptions: KEY_PEOPLE_STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) })),
        renderCell: ({ row }) => t(`status.${row.status}`),
      },
      { field: 'missions', headerName: t('columns.missions'), width: 100, type: 'number' },
      { field: 'currentClient', headerName: t('columns.currentClient'), width: 150 },
      { field: 'highSkills', headerName: t('columns.highSkills'), width: 130, type: 'number' },
      {
        field: 'updatedAt',
        headerName: t('columns.updatedAt'),
        width: 170,
        renderCell: ({ row }) => formatDateTime(row.updatedAt, i18n.language),
      },
      {
        field: 'file',
        headerName: '',
        width: 60,
        sortable: false,
        renderCell: ({ row }) =>
          row.idDc ? (
            <RowAction
              title={t('skills.openFile')}
              label={t('list.openFile', { name: `${row.firstName} ${row.lastName}` })}
              icon={<DescriptionOutlined fontSize="small" />}
              onClick={() =>
                navigate(documentTypes.dc.page({ idUser: row.idUser, idLang: row.idLang }), { state: openedFrom })
              }
            />
          ) : null,
      },
    ],
    [t, i18n.language, openedFrom, navigate],
  );

  return (
    <Box>
      <PageHeading
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        action={
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Outlined />}
            onClick={() => setAdding(true)}
            data-testid="add-key-person-button"
          >
            {t('add.action')}
          </Button>
        }
      />
      <DataList<KeyPeopleRow>
        list={keyPeopleList}
        state={state}
        result={result}
        columns={columns}
        getRowId={(row) => row.idUser}
        title={t('list.listTitle')}
        titleId="key-people-list-title"
        exportCall={keyPeopleCalls.keyPeopleExport}
        exportName="key-people"
        testId="key-people"
      />
      <AddKeyPersonDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
