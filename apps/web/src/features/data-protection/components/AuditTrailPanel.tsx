import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { enUS, frFR } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dataProtectionCalls } from '@my-skills/shared/calls/data-protection';
import { LIST_PAGE_SIZES } from '@my-skills/shared/lists';
import {
  AUDIT_COUNT_CAP,
  AUDIT_RESULTS,
  auditActionLabel,
  KNOWN_AUDIT_ACTIONS,
  type AuditEntry,
} from '@my-skills/shared/schemas/data-protection';
import { DateField } from '../../../components/form/DateField';
import { ExportButton } from '../../../components/lists/ExportButton';
import { ListPanel } from '../../../components/lists/ListPanel';
import { errorMessage } from '../../../lib/error-message';
import { useDateTimeFormat } from '../../../lib/dates';
import { roleCodeOf } from '../../../lib/role-labels';
import { useUiLanguage } from '../../../lib/ui-language';
import { useSearchWriter } from '../../../lib/use-search-writer';
import { useAuditSearch } from '../api/audit-search';
import {
  auditCallQuery,
  auditExportBody,
  readAuditFilters,
  writeAuditFilters,
  type AuditFilterState,
} from './audit-filters';
import { ChainVerification } from './ChainVerification';
import { PersonPicker } from './PersonPicker';

const GRID_TEXTS = { fr: frFR, en: enUS } as const;
const RESULT_COLOURS = { ok: 'success', denied: 'warning', failed: 'error' } as const;
const HIDDEN = { userAgent: false, account: false };

/**
 * The audit trail's search (GET /api/DataProtection/auditSearch): whose data, who acted, which action and result,
 * which period (picked days), kept in the URL; the entries newest first, paged by the server; the Excel export of
 * what is searched; the chain's verification above. Each search's first page and each export is audited by the
 * server.
 */
export function AuditTrailPanel() {
  const { t, i18n } = useTranslation('dataProtection');
  const { t: tCommon } = useTranslation('common');
  const { language } = useUiLanguage();
  const dateTime = useDateTimeFormat();
  const [params] = useSearchParams();
  const state = useMemo(() => readAuditFilters(params), [params]);
  const search = useAuditSearch(auditCallQuery(state));
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(HIDDEN);
  const idLang = language === 'en' ? 2 : 1;

  /**
   * Any change but the page's starts again on the first page. The filters are read from the address as this screen's
   * last change left it (lib/use-search-writer), not from this render's parameters: a second change made while the
   * first renders (a person picked, then an action) keeps both.
   */
  const writer = useSearchWriter();
  const update = (patch: Partial<AuditFilterState>) => {
    const base = writer.current();
    writer.write(writeAuditFilters(base, { ...readAuditFilters(base), page: 1, ...patch }));
  };

  const person = (p: AuditEntry['actor']) =>
    p === null ? t('audit.system') : p.erased ? t('audit.erased', { id: p.id }) : p.name;
  const objectOf = (e: AuditEntry) => {
    if (e.objectType === null) return '';
    const name = i18n.exists(`dataProtection:audit.objects.${e.objectType}`)
      ? t(`audit.objects.${e.objectType}`)
      : e.objectType;
    return e.objectId === null ? name : `${name} #${e.objectId}`;
  };

  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      {
        field: 'at',
        headerName: t('audit.columns.at'),
        minWidth: 150,
        valueGetter: (_, e) => e.at,
        renderCell: ({ row }) => dateTime(row.at),
      },
      {
        field: 'actor',
        headerName: t('audit.columns.actor'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_, e) => person(e.actor),
      },
      {
        field: 'account',
        headerName: t('audit.columns.account'),
        minWidth: 140,
        sortable: false,
        valueGetter: (_, e) =>
          e.account
            ? t('audit.accountOf', {
                id: e.account.id,
                role: e.account.roleId === null ? '?' : tCommon(`roles.${roleCodeOf(e.account.roleId)}`),
              })
            : '',
      },
      {
        field: 'action',
        headerName: t('audit.columns.action'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_, e) => auditActionLabel(e.action, idLang),
      },
      {
        field: 'object',
        headerName: t('audit.columns.object'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_, e) => objectOf(e),
      },
      {
        field: 'subject',
        headerName: t('audit.columns.subject'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_, e) => (e.subject ? person(e.subject) : ''),
      },
      {
        field: 'result',
        headerName: t('audit.columns.result'),
        minWidth: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={RESULT_COLOURS[row.result as keyof typeof RESULT_COLOURS] ?? 'default'}
            label={
              i18n.exists(`dataProtection:audit.results.${row.result}`) ? t(`audit.results.${row.result}`) : row.result
            }
          />
        ),
      },
      { field: 'ip', headerName: t('audit.columns.ip'), minWidth: 110, sortable: false },
      { field: 'userAgent', headerName: t('audit.columns.userAgent'), minWidth: 200, flex: 1, sortable: false },
      {
        field: 'detail',
        headerName: t('audit.columns.detail'),
        minWidth: 180,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
            {row.detail}
          </Typography>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the helpers follow t, the language and the format
    [t, tCommon, i18n, dateTime, idLang],
  );

  const data = search.data;
  const number = new Intl.NumberFormat(i18n.language);
  const filtered =
    state.subject !== undefined ||
    state.actor !== undefined ||
    state.action !== undefined ||
    state.result !== undefined ||
    state.from !== undefined ||
    state.to !== undefined;
  const localeText = useMemo(
    () => ({ ...GRID_TEXTS[language].components.MuiDataGrid.defaultProps.localeText, noRowsLabel: t('audit.empty') }),
    [language, t],
  );
  const visibleColumns = () => columns.map((c) => c.field).filter((f) => visibility[f] !== false);

  return (
    <>
      <ChainVerification />
      <ListPanel
        titleId="audit-title"
        title={t('audit.title')}
        filters={
          <Stack direction="row" sx={{ ml: { md: 'auto' } }}>
            <ExportButton
              call={dataProtectionCalls.auditExport}
              body={() => auditExportBody(state, visibleColumns())}
              fallbackName="audit"
              // Disabled only when nothing matches (not while loading: a button turning from disabled to enabled
              // passes through colours of too little contrast while it fades).
              disabled={data?.total === 0}
            />
          </Stack>
        }
      >
        <Stack
          direction="row"
          useFlexGap
          role="group"
          aria-label={t('audit.filters')}
          sx={{ flexWrap: 'wrap', gap: 1.5, px: 2.5, pb: 2, alignItems: 'flex-start' }}
        >
          <PersonPicker
            label={t('audit.subject')}
            value={state.subject}
            onChange={(subject) => update({ subject })}
            testId="audit-subject"
          />
          <PersonPicker
            label={t('audit.actor')}
            value={state.actor}
            onChange={(actor) => update({ actor })}
            testId="audit-actor"
          />
          <TextField
            select
            size="small"
            label={t('audit.action')}
            value={state.action ?? ''}
            onChange={(event) => update({ action: event.target.value || undefined })}
            sx={{ minWidth: 200 }}
            slotProps={{ htmlInput: { 'data-testid': 'audit-action' } }}
          >
            <MenuItem value="">{t('audit.all')}</MenuItem>
            {state.action && !(KNOWN_AUDIT_ACTIONS as readonly string[]).includes(state.action) ? (
              <MenuItem value={state.action}>{state.action}</MenuItem>
            ) : null}
            {KNOWN_AUDIT_ACTIONS.map((action) => ({ action, label: auditActionLabel(action, idLang) }))
              .sort((a, b) => a.label.localeCompare(b.label, i18n.language))
              .map(({ action, label }) => (
                <MenuItem key={action} value={action}>
                  {label}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('audit.result')}
            value={state.result ?? ''}
            onChange={(event) => update({ result: (event.target.value || undefined) as AuditFilterState['result'] })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t('audit.all')}</MenuItem>
            {AUDIT_RESULTS.map((result) => (
              <MenuItem key={result} value={result}>
                {t(`audit.results.${result}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ width: 170 }}>
            <DateField
              size="small"
              label={t('audit.from')}
              value={state.from ?? null}
              onChange={(from) => update({ from: from ?? undefined })}
              name="from"
            />
          </Box>
          <Box sx={{ width: 170 }}>
            <DateField
              size="small"
              label={t('audit.to')}
              value={state.to ?? null}
              min={state.from}
              onChange={(to) => update({ to: to ?? undefined })}
              name="to"
            />
          </Box>
          {filtered ? (
            <Button
              size="small"
              color="inherit"
              startIcon={<FilterAltOffOutlined />}
              onClick={() =>
                update({
                  subject: undefined,
                  actor: undefined,
                  action: undefined,
                  result: undefined,
                  from: undefined,
                  to: undefined,
                })
              }
              sx={{ alignSelf: 'center' }}
            >
              {t('audit.reset')}
            </Button>
          ) : null}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ px: 2.5, pb: 1 }}>
          <Typography
            role="status"
            variant="body2"
            color={search.isError ? 'error' : 'text.secondary'}
            data-testid="audit-count"
          >
            {search.isError
              ? errorMessage(search.error)
              : data
                ? data.totalCapped
                  ? t('audit.countCapped', { formattedCount: number.format(AUDIT_COUNT_CAP) })
                  : t('audit.count', { count: data.total, formattedCount: number.format(data.total) })
                : t('audit.loading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
            {t('audit.note')}
          </Typography>
        </Stack>
        <Box data-testid="audit-table">
          <DataGrid<AuditEntry>
            rows={data?.items ?? []}
            columns={columns}
            getRowId={(row) => row.id}
            rowCount={data?.total ?? 0}
            loading={search.isFetching && (search.isPlaceholderData || data === undefined)}
            slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            disableRowSelectionOnClick
            autoHeight
            density="compact"
            pageSizeOptions={[...LIST_PAGE_SIZES]}
            paginationModel={{ page: state.page - 1, pageSize: state.pageSize }}
            onPaginationModelChange={(model) =>
              model.pageSize !== state.pageSize
                ? update({ pageSize: model.pageSize })
                : update({ page: model.page + 1 })
            }
            sortModel={[{ field: 'at', sort: state.order }]}
            onSortModelChange={(model) => update({ order: model[0]?.sort === 'asc' ? 'asc' : 'desc' })}
            columnVisibilityModel={visibility}
            onColumnVisibilityModelChange={setVisibility}
            localeText={localeText}
            aria-labelledby="audit-title"
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
    </>
  );
}
