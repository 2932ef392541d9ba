/**
 * /management/trainingCatalogue (managementSkills): the catalogue of trainings and certifications the suggestions
 * come from — every entry on a grid (searched, sorted, filtered on the page), added, changed, deactivated or
 * reactivated (a deactivated entry is no longer suggested; past wishes keep naming it).
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry } from '@my-skills/shared/schemas/skills-gaps';
import { ActiveChip } from '../../../components/lists/ActiveChip';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useCatalogue, useCatalogueWrites } from '../api/catalogue';
import { CatalogueEntryDialog } from './CatalogueEntryDialog';

export function CatalogueAdminPage() {
  const { t, i18n } = useTranslation('skillsGaps');
  const notify = useNotify();
  const list = useCatalogue();
  const { setActive } = useCatalogueWrites();
  const [editing, setEditing] = useState<CatalogueEntry | 'new' | null>(null);
  const money = useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }),
    [i18n.language],
  );

  const columns = useMemo<GridColDef<CatalogueEntry>[]>(
    () => [
      { field: 'title', headerName: t('catalogue.fields.title'), flex: 2, minWidth: 240 },
      { field: 'type', headerName: t('catalogue.fields.type'), width: 130, valueGetter: (_, row) => row.type?.name },
      { field: 'organism', headerName: t('catalogue.fields.organism'), flex: 1, minWidth: 150 },
      { field: 'durationHours', headerName: t('catalogue.fields.durationHours'), type: 'number', width: 110 },
      {
        field: 'costExclTax',
        headerName: t('catalogue.fields.costExclTax'),
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => money.format(value),
      },
      {
        field: 'scheme',
        headerName: t('catalogue.fields.scheme'),
        width: 130,
        valueGetter: (_, row) => row.scheme?.name,
      },
      {
        field: 'skills',
        headerName: t('catalogue.fields.skills'),
        flex: 2,
        minWidth: 220,
        valueGetter: (_, row) =>
          [...row.skills.map((s) => `${s.name} (${s.level})`), ...row.lines.map((l) => `${l.name} (${l.level})`)].join(
            ', ',
          ),
      },
      {
        field: 'isActive',
        headerName: t('catalogue.fields.active'),
        type: 'boolean',
        width: 110,
        renderCell: ({ row }) => (
          <ActiveChip
            active={row.isActive}
            labels={{ active: t('catalogue.active'), inactive: t('catalogue.inactive') }}
          />
        ),
      },
      {
        field: 'actions',
        headerName: t('catalogue.actions'),
        sortable: false,
        filterable: false,
        width: 200,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <IconButton
              size="small"
              aria-label={t('catalogue.editNamed', { title: row.title })}
              onClick={() => setEditing(row)}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
            <Button
              size="small"
              onClick={() =>
                setActive.mutate(
                  { id: row.id, isActive: !row.isActive },
                  {
                    onSuccess: (r) => notify(r.message, 'success'),
                    onError: (e) => notify(errorMessage(e), 'error'),
                  },
                )
              }
              data-testid={`catalogue-toggle-${row.id}`}
            >
              {row.isActive ? t('catalogue.deactivate') : t('catalogue.reactivate')}
            </Button>
          </Box>
        ),
      },
    ],
    [t, money, setActive, notify],
  );

  return (
    <Box>
      <PageHeading
        title={t('catalogue.title')}
        subtitle={t('catalogue.subtitle')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} data-testid="catalogue-add">
            {t('catalogue.add')}
          </Button>
        }
      />
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      <Paper variant="outlined" sx={{ borderRadius: 2 }}>
        <DataGrid
          aria-label={t('catalogue.title')}
          rows={list.data?.items ?? []}
          columns={columns}
          loading={list.isPending}
          getRowId={(row) => row.id}
          autoHeight
          disableRowSelectionOnClick
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50, 100]}
          data-testid="catalogue-grid"
        />
      </Paper>
      {editing ? (
        <CatalogueEntryDialog entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Box>
  );
}
