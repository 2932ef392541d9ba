import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { cvImportCalls } from '@my-skills/shared/calls/cv-import';
import {
  CV_IMPORT_FORMATS,
  CV_IMPORT_OUTCOMES,
  cvImportLogList,
  type CvImportLog,
} from '@my-skills/shared/schemas/cv-import';
import { DateField, dayOfDate } from '../../../components/form/DateField';
import { PageHeading } from '../../../components/layout/PageHeading';
import { DataList } from '../../../components/lists/DataList';
import { RowAction } from '../../../components/lists/RowAction';
import { useListState, type ListState } from '../../../components/lists/use-list-state';
import { useDateTimeFormat } from '../../../lib/dates';
import { cvDownloadUrl } from '../api/get-cv';
import { useCvImportLogs, type LogPeriod } from '../api/list-cv-import-logs';
import { CvJsonDialog } from './CvJsonDialog';

const OUTCOME_COLORS = { read: 'info', applied: 'success', failed: 'error' } as const;
const total = (counts: Record<string, number> | null) =>
  counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;

/** The last 30 days, today included. */
function lastMonth(): LogPeriod {
  const end = new Date();
  const start = new Date(end);
  start.setDate(start.getDate() - 29);
  return { start: dayOfDate(start)!, end: dayOfDate(end)! };
}

/**
 * /management/logsCv2Dc (logsCv2Dc: internal roles 1 and 2): every CV import of a period (two picked days) on the
 * lists' grid — who, for whom, the file (its original downloadable), format, language, pages, duration, rows found
 * and applied, warnings, outcome — searched, filtered, sorted, paged and exported to Excel; what was extracted in a
 * dialog.
 */
export function CvImportLogsPage() {
  const { t } = useTranslation('cvImport');
  const dateTime = useDateTimeFormat();
  const list = useListState(cvImportLogList);
  const [period, setPeriod] = useState(lastMonth);
  const result = useCvImportLogs(list.query, period);
  const [viewing, setViewing] = useState<CvImportLog | null>(null);
  // The export takes the period too.
  const state = useMemo<ListState>(
    () => ({ ...list, exportBody: (columns) => ({ ...list.exportBody(columns), ...period }) }),
    [list, period],
  );

  const columns = useMemo<GridColDef<CvImportLog>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('logs.columns.createdAt'),
        width: 165,
        renderCell: ({ row }) => dateTime(row.createdAt),
      },
      {
        field: 'byName',
        headerName: t('logs.columns.by'),
        width: 160,
        valueGetter: (_v, row) => `${row.by.firstName} ${row.by.lastName}`,
      },
      {
        field: 'forName',
        headerName: t('logs.columns.for'),
        width: 160,
        valueGetter: (_v, row) => `${row.forPerson.firstName} ${row.forPerson.lastName}`,
      },
      {
        field: 'fileName',
        headerName: t('logs.columns.fileName'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link href={cvDownloadUrl(row.id)} download aria-label={t('logs.download', { name: row.fileName })}>
            {row.fileName}
          </Link>
        ),
      },
      {
        field: 'format',
        headerName: t('logs.columns.format'),
        width: 90,
        type: 'singleSelect',
        valueOptions: CV_IMPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() })),
        renderCell: ({ row }) => row.format.toUpperCase(),
      },
      {
        field: 'idLang',
        headerName: t('logs.columns.language'),
        width: 100,
        type: 'singleSelect',
        valueOptions: ['1', '2'].map((l) => ({ value: l, label: t(`upload.languages.${l}`) })),
        renderCell: ({ row }) => t(`upload.languages.${row.idLang}`),
      },
      { field: 'pages', headerName: t('logs.columns.pages'), width: 80, type: 'number' },
      {
        field: 'ocr',
        headerName: t('logs.columns.ocr'),
        width: 80,
        type: 'boolean',
        renderCell: ({ row }) => (row.ocr ? t('logs.yes') : t('logs.no')),
      },
      {
        field: 'durationMs',
        headerName: t('logs.columns.duration'),
        width: 110,
        type: 'number',
        renderCell: ({ row }) => (row.durationMs === null ? '—' : t('logs.ms', { count: row.durationMs })),
      },
      {
        field: 'found',
        headerName: t('logs.columns.found'),
        width: 100,
        type: 'number',
        valueGetter: (_v, row) => total(row.found),
      },
      {
        field: 'applied',
        headerName: t('logs.columns.applied'),
        width: 100,
        type: 'number',
        valueGetter: (_v, row) => total(row.applied),
        renderCell: ({ row }) => total(row.applied) ?? '—',
      },
      { field: 'warnings', headerName: t('logs.columns.warnings'), width: 100, type: 'number' },
      {
        field: 'outcome',
        headerName: t('logs.columns.outcome'),
        width: 120,
        type: 'singleSelect',
        valueOptions: CV_IMPORT_OUTCOMES.map((o) => ({ value: o, label: t(`logs.outcomes.${o}`) })),
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={OUTCOME_COLORS[row.outcome]}
            label={t(`logs.outcomes.${row.outcome}`)}
            data-testid={`cv-log-outcome-${row.id}`}
          />
        ),
      },
      { field: 'error', headerName: t('logs.columns.error'), width: 200, valueGetter: (_v, row) => row.error ?? '' },
      {
        field: 'extraction',
        headerName: '',
        width: 60,
        sortable: false,
        renderCell: ({ row }) =>
          row.outcome === 'failed' ? null : (
            <RowAction
              title={t('logs.viewExtraction')}
              label={t('logs.viewExtractionOf', { name: row.fileName })}
              icon={<DataObjectOutlined fontSize="small" />}
              onClick={() => setViewing(row)}
            />
          ),
      },
    ],
    [t, dateTime],
  );

  return (
    <Box>
      <PageHeading title={t('logs.title')} subtitle={t('logs.subtitle')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, maxWidth: 560 }}>
        <DateField
          label={t('logs.start')}
          value={period.start}
          onChange={(start) => start && setPeriod((p) => ({ start, end: p.end < start ? start : p.end }))}
          name="start"
          size="small"
        />
        <DateField
          label={t('logs.end')}
          value={period.end}
          min={period.start}
          onChange={(end) => end && setPeriod((p) => ({ ...p, end }))}
          name="end"
          size="small"
        />
      </Stack>
      <DataList<CvImportLog>
        list={cvImportLogList}
        state={state}
        result={result}
        columns={columns}
        getRowId={(row) => row.id}
        title={t('logs.listTitle')}
        titleId="cv-import-logs-title"
        hiddenColumns={['format', 'pages', 'ocr', 'error']}
        exportCall={cvImportCalls.cvImportLogsExport}
        exportName="cv-imports"
        searchPlaceholder={t('logs.searchPlaceholder')}
        testId="cv-import-logs"
      />
      <CvJsonDialog log={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
