import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import ViewColumn from '@mui/icons-material/ViewColumn';
import {
  DataGrid,
  GridPreferencePanelsValue,
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, frFR } from '@mui/x-data-grid/locales';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallDefinition } from '@my-skills/shared/calls/define';
import { LIST_PAGE_SIZES, type ListDefinition } from '@my-skills/shared/lists';
import { errorMessage } from '../../lib/error-message';
import { useUiLanguage } from '../../lib/ui-language';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ExportButton } from './ExportButton';
import { FilterBar } from './FilterBar';
import { ListPanel } from './ListPanel';
import type { ListState } from './use-list-state';

const GRID_TEXTS = { fr: frFR, en: enUS } as const;

export interface DataListProps<Row extends GridValidRowModel> {
  list: ListDefinition;
  state: ListState;
  /** The list call's result (react-query, previous page kept while the next loads). */
  result: Pick<
    UseQueryResult<{ items: Row[]; total: number; totalCapped?: boolean }>,
    'data' | 'isFetching' | 'isError' | 'error' | 'isPlaceholderData'
  >;
  /** The grid's columns: `field` is a column of the list's definition (sorting follows the definition). */
  columns: GridColDef<Row>[];
  getRowId: (row: Row) => GridRowId;
  title: ReactNode;
  titleId: string;
  /** Columns hidden until chosen. */
  hiddenColumns?: string[];
  /** The export call (POST of the list's export body) and the file's fallback name. */
  exportCall?: CallDefinition;
  exportName?: string;
  /** Rows can be selected (for an action of the toolbar). */
  checkboxSelection?: boolean;
  onSelectionChange?: (ids: GridRowId[]) => void;
  /** Actions beside the export (e.g. on the selection). */
  toolbar?: ReactNode;
  /** The quick search's placeholder (default: name or reference). */
  searchPlaceholder?: string;
  /** No quick search (a list without names). */
  noSearch?: boolean;
  testId?: string;
}

/**
 * Every list of the application (docs/decisions/019): MUI X DataGrid (community) with server-side paging, sorting
 * and filtering from the list's shared definition; a quick search and the filter bar (several filters, the spec's
 * operators) above it, the count, column choice, "No data found." when empty, texts in the interface language,
 * and the Excel export of exactly what is filtered. The query lives in the URL (`useListState`).
 */
export function DataList<Row extends GridValidRowModel>({
  list,
  state,
  result,
  columns,
  getRowId,
  title,
  titleId,
  hiddenColumns,
  exportCall,
  exportName,
  checkboxSelection,
  onSelectionChange,
  toolbar,
  searchPlaceholder,
  noSearch,
  testId,
}: DataListProps<Row>) {
  const { t } = useTranslation('lists');
  const { language } = useUiLanguage();
  const apiRef = useGridApiRef();
  const { query, update } = state;

  // The search box types freely; the URL (and the call) follow after a pause. The box follows the URL only when
  // the URL's term is not the one the box last sent: the router applies a change a moment later, and the echo of an
  // earlier term must not replace what was typed since (the box went back to the previous term while the page was
  // busy, and the new one was never searched).
  const [term, setTerm] = useState(query.searchTerm);
  const sent = useRef(query.searchTerm);
  const debounced = useDebouncedValue(term.trim(), 350);
  useEffect(() => {
    if (query.searchTerm === sent.current) return;
    sent.current = query.searchTerm;
    setTerm(query.searchTerm);
  }, [query.searchTerm]);
  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    update({ searchTerm: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new debounced term updates the URL
  }, [debounced]);

  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(() =>
    Object.fromEntries((hiddenColumns ?? []).map((c) => [c, false])),
  );
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  const gridColumns = useMemo(
    () => columns.map((c) => ({ ...c, sortable: list.sortable.includes(c.field), filterable: false })),
    [columns, list],
  );
  const filterFields = useMemo(
    () =>
      columns
        .filter((c) => list.columns[c.field]?.filterable)
        .map((c) => ({
          field: c.field,
          label: c.headerName ?? c.field,
          ...('valueOptions' in c && Array.isArray(c.valueOptions)
            ? {
                options: (c.valueOptions as ({ value: string | number; label: string } | string)[]).map((o) =>
                  typeof o === 'object' ? { value: String(o.value), label: o.label } : { value: o, label: o },
                ),
              }
            : {}),
        })),
    [columns, list],
  );
  const localeText = useMemo(
    () => ({ ...GRID_TEXTS[language].components.MuiDataGrid.defaultProps.localeText, noRowsLabel: t('empty') }),
    [language, t],
  );
  const visibleColumns = () =>
    columns.map((c) => c.field).filter((field) => visibility[field] !== false && list.keys.includes(field));
  const total = result.data?.total ?? 0;
  // More than `total` match (the server stopped counting, LIST_COUNT_CAP past the page): "more than", and the grid
  // pages on without a known last page.
  const capped = result.data?.totalCapped === true;
  const gridTexts = useMemo(
    () =>
      capped
        ? {
            ...localeText,
            paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
              t('displayedRowsMoreThan', { from, to, count: total }),
          }
        : localeText,
    [capped, localeText, t, total],
  );

  return (
    <ListPanel
      titleId={titleId}
      title={title}
      filters={
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flex: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {noSearch ? null : (
            <TextField
              type="search"
              size="small"
              label={t('search')}
              placeholder={searchPlaceholder ?? t('searchPlaceholder')}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              sx={{ minWidth: { md: 320 } }}
              slotProps={{
                htmlInput: { maxLength: 100, 'data-testid': testId ? `${testId}-search` : 'list-search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
          <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' }, alignItems: 'flex-start' }}>
            {toolbar}
            <Button
              size="small"
              startIcon={<ViewColumn />}
              onClick={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
            >
              {t('columns')}
            </Button>
            {exportCall ? (
              <ExportButton
                call={exportCall}
                body={() => state.exportBody(visibleColumns())}
                fallbackName={exportName ?? 'export'}
                disabled={total === 0}
              />
            ) : null}
          </Stack>
        </Stack>
      }
    >
      <FilterBar
        list={list}
        fields={filterFields}
        filters={query.filters}
        onChange={(filters) => update({ filters })}
      />
      <Typography
        role="status"
        variant="body2"
        color={result.isError ? 'error' : 'text.secondary'}
        sx={{ px: 2.5, pb: 1 }}
        data-testid={testId ? `${testId}-count` : 'list-count'}
      >
        {result.isError
          ? errorMessage(result.error)
          : result.data
            ? t(capped ? 'countMoreThan' : 'count', { count: total })
            : result.isFetching
              ? t('loading')
              : ''}
      </Typography>
      <Box data-testid={testId ? `${testId}-table` : 'data-list'}>
        <DataGrid<Row>
          apiRef={apiRef}
          rows={result.data?.items ?? []}
          columns={gridColumns}
          getRowId={getRowId}
          // A capped count: the row count unknown, the next page offered (only then: the grid's props otherwise
          // stay as they were before counts could stop).
          rowCount={capped ? -1 : total}
          {...(capped ? { paginationMeta: { hasNextPage: true } } : {})}
          loading={result.isFetching && (result.isPlaceholderData || result.data === undefined)}
          // A thin bar over the rows while the next page or filter loads (the rows stay readable: no dimming veil,
          // whose colours axe would measure); skeleton rows only before the first answer. A list that polls (the
          // mailbox, the exchanges) refreshes its rows in place: no bar, no flicker every few seconds.
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          autoHeight
          density="compact"
          pageSizeOptions={[...LIST_PAGE_SIZES]}
          paginationModel={{ page: query.page - 1, pageSize: query.pageSize }}
          onPaginationModelChange={(model) =>
            update(model.pageSize !== query.pageSize ? { pageSize: model.pageSize } : { page: model.page + 1 })
          }
          sortModel={[{ field: query.sort, sort: query.order }]}
          onSortModelChange={(model) => {
            const first = model[0];
            update(
              first?.sort
                ? { sort: first.field, order: first.sort }
                : { sort: list.defaults.sort, order: list.defaults.order ?? 'asc' },
            );
          }}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          checkboxSelection={checkboxSelection}
          keepNonExistentRowsSelected={checkboxSelection}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => {
            setSelection(model);
            onSelectionChange?.([...model.ids]);
          }}
          localeText={gridTexts}
          aria-labelledby={titleId}
          getRowHeight={() => 'auto'}
          sx={{
            border: 0,
            borderTop: 1,
            borderColor: 'divider',
            borderRadius: 0,
            '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' },
          }}
        />
      </Box>
    </ListPanel>
  );
}
