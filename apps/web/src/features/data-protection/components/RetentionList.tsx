import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { enUS, frFR } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZES } from '@my-skills/shared/lists';
import type { ExpiredCandidate } from '@my-skills/shared/schemas/retention';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { ListPanel } from '../../../components/lists/ListPanel';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useDateTimeFormat } from '../../../lib/dates';
import { useUiLanguage } from '../../../lib/ui-language';
import { useEraseCandidates } from '../api/retention-erase';
import { useRetentionList } from '../api/retention-list';

const GRID_TEXTS = { fr: frFR, en: enUS } as const;
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The candidates without activity for the retention period (CANDIDATE_RETENTION_MONTHS), oldest activity first,
 * paged by the server; erased one by one (the row's button) or as a selection, after a confirmation naming the
 * count. The erasure cannot be undone; the list is read again afterwards.
 */
export default function RetentionList() {
  const { t } = useTranslation('retention');
  const { language } = useUiLanguage();
  const formatDate = useDateTimeFormat();
  const notify = useNotify();
  const [page, setPage] = useState({ page: 1, pageSize: 25, order: 'asc' as 'asc' | 'desc' });
  const list = useRetentionList(page);
  const erase = useEraseCandidates();
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  /** The ids the open confirmation is about (null: closed). */
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const selected = [...selection.ids].map(Number);
  const data = list.data;

  const columns = useMemo<GridColDef<ExpiredCandidate>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        minWidth: 180,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => `${row.lastName} ${row.firstName}`,
      },
      { field: 'email', headerName: t('columns.email'), minWidth: 220, flex: 1, sortable: false },
      {
        field: 'lastActivityAt',
        headerName: t('columns.lastActivityAt'),
        width: 180,
        renderCell: ({ row }) => formatDate(row.lastActivityAt),
      },
      {
        field: 'lastActivity',
        headerName: t('columns.lastActivity'),
        minWidth: 200,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => t(`activity.${row.lastActivity}`),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <Tooltip title={t('eraseOne', { name: `${row.firstName} ${row.lastName}` })}>
            <IconButton
              size="small"
              color="error"
              aria-label={t('eraseOne', { name: `${row.firstName} ${row.lastName}` })}
              onClick={() => setConfirming([row.id])}
              data-testid={`retention-erase-${row.id}`}
            >
              <DeleteForeverOutlined />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [t, formatDate],
  );
  const localeText = useMemo(
    () => ({ ...GRID_TEXTS[language].components.MuiDataGrid.defaultProps.localeText, noRowsLabel: t('empty') }),
    [language, t],
  );

  const confirm = () => {
    if (!confirming) return;
    const personIds = confirming;
    erase.mutate(
      { personIds, confirmCount: personIds.length },
      {
        onSuccess: ({ message }) => {
          notify(message, 'success');
          setSelection(NO_SELECTION);
          setConfirming(null);
        },
        onError: (error) => {
          notify(errorMessage(error), 'error');
          setConfirming(null);
        },
      },
    );
  };

  return (
    <>
      <ListPanel
        titleId="retention-title"
        title={t('title')}
        filters={
          <Button
            variant="contained"
            color="error"
            startIcon={<DeleteForeverOutlined />}
            disabled={selected.length === 0}
            onClick={() => setConfirming(selected)}
            sx={{ ml: { md: 'auto' } }}
            data-testid="retention-erase-selected"
          >
            {t('eraseSelected', { count: selected.length })}
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, pb: 1.5 }} data-testid="retention-count">
          {data
            ? t('intro', { count: data.total, months: data.months, cutoff: formatDate(data.cutoff) })
            : t('loading')}
        </Typography>
        {list.isError ? (
          <Alert severity="error" sx={{ mx: 2.5, mb: 2 }}>
            {errorMessage(list.error)}
          </Alert>
        ) : null}
        <Box data-testid="retention-table">
          <DataGrid<ExpiredCandidate>
            rows={data?.items ?? []}
            columns={columns}
            getRowId={(row) => row.id}
            rowCount={data?.total ?? 0}
            loading={list.isFetching && (list.isPlaceholderData || data === undefined)}
            slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
            paginationMode="server"
            sortingMode="server"
            disableColumnFilter
            disableRowSelectionOnClick
            checkboxSelection
            keepNonExistentRowsSelected
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            autoHeight
            density="compact"
            pageSizeOptions={[...LIST_PAGE_SIZES]}
            paginationModel={{ page: page.page - 1, pageSize: page.pageSize }}
            onPaginationModelChange={(model) =>
              setPage((p) =>
                model.pageSize !== p.pageSize
                  ? { ...p, page: 1, pageSize: model.pageSize }
                  : { ...p, page: model.page + 1 },
              )
            }
            sortModel={[{ field: 'lastActivityAt', sort: page.order }]}
            onSortModelChange={(model) =>
              setPage((p) => ({ ...p, page: 1, order: model[0]?.sort === 'desc' ? 'desc' : 'asc' }))
            }
            localeText={localeText}
            aria-labelledby="retention-title"
            sx={{ border: 0, borderTop: 1, borderColor: 'divider', borderRadius: 0 }}
          />
        </Box>
      </ListPanel>
      <ConfirmDialog
        open={confirming !== null}
        title={t('confirm.title')}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
        confirmDisabled={erase.isPending}
        confirmLabel={t('confirm.action', { count: confirming?.length ?? 0 })}
      >
        <Typography data-testid="retention-confirm-question">
          {t('confirm.question', { count: confirming?.length ?? 0 })}
        </Typography>
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('confirm.notice')}
        </Alert>
      </ConfirmDialog>
    </>
  );
}
