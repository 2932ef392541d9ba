import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { evaluationListCalls } from '@my-skills/shared/calls/manager-lists';
import {
  CAMPAIGN_STATUSES,
  canFollowCampaign,
  evaluationsList,
  type EvaluationRow,
} from '@my-skills/shared/schemas/manager-lists';
import { DataList } from '../../../components/lists/DataList';
import { RowAction } from '../../../components/lists/RowAction';
import { useListState, type ListState } from '../../../components/lists/use-list-state';
import { PageHeading } from '../../../components/layout/PageHeading';
import { formatDay } from '../../../lib/dates';
import { documentTypes } from '../../../lib/document-types';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { useCurrentUser } from '../../../lib/session';
import { useEvaluations } from '../api/list-evaluations';
import { BlockersDialog } from './BlockersDialog';
import { CampaignPanel } from './CampaignPanel';
import { CampaignStatusChip } from './CampaignStatusChip';
import { EvaluationsToValidatePanel } from './EvaluationsToValidatePanel';
import { RemindDialog } from './RemindDialog';
import { useCampaignParams } from './use-campaign-params';
import { nameLinkColumn } from '../../../components/lists/columns';

/** How many years back the year choice goes. */
const YEARS_BACK = 5;

/**
 * The evaluations list (/management/listeEEP): the submitted evaluations waiting for me, then the evaluations of a
 * year of the people I follow with their status (late, not started, draft, submitted, validated), deadline and
 * dates, what blocks each one; for HR and directors the campaign's counts per manager or business unit as a stacked
 * bar chart beside the list, and reminders of a selection (to the person or their manager), once a day each.
 */
export function EvaluationListPage() {
  const { t, i18n } = useTranslation('managerLists');
  const user = useCurrentUser();
  const openedFrom = useOpenedFromHere();
  const state = useListState(evaluationsList);
  const { year, currentYear, groupBy, setYear, setGroupBy } = useCampaignParams();
  const evaluations = useEvaluations(state.query, year);
  const follows = user !== null && canFollowCampaign({ roleId: user.role.id });
  const [selection, setSelection] = useState<GridRowId[]>([]);
  const [remindOpen, setRemindOpen] = useState(false);
  const [blockersOf, setBlockersOf] = useState<{ id: number; name: string } | null>(null);
  const exportState: ListState = { ...state, exportBody: (columns) => ({ ...state.exportBody(columns), year }) };
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => currentYear - i);
  if (!years.includes(year)) years.push(year);

  const columns = useMemo<GridColDef<EvaluationRow>[]>(() => {
    const day = (iso: string | null) => formatDay(iso?.slice(0, 10), i18n.language) || '—';
    const dateColumn = (field: 'deadline' | 'submittedAt' | 'validatedAt'): GridColDef<EvaluationRow> => ({
      field,
      headerName: t(`columns.${field}`),
      width: 130,
      type: 'date',
      valueGetter: (_v, row) => (row[field] ? new Date(row[field]) : null),
      renderCell: ({ row }) => day(row[field]),
    });
    return [
      nameLinkColumn<EvaluationRow>({
        headerName: t('columns.name'),
        to: (row) => documentTypes.ea.page({ idUser: row.idUser, year: row.year }),
        state: openedFrom,
        label: (row) => t('evaluations.open', { name: `${row.firstName} ${row.lastName}`, year: row.year }),
        testId: (row) => `evaluation-${row.idUser}`,
      }),
      { field: 'reference', headerName: t('columns.reference'), width: 120 },
      { field: 'manager', headerName: t('columns.manager'), width: 170, valueGetter: (_v, row) => row.managerName },
      {
        field: 'businessUnit',
        headerName: t('columns.businessUnit'),
        width: 170,
        valueGetter: (_v, row) => row.businessUnit?.name ?? null,
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 190,
        type: 'singleSelect',
        valueOptions: CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        renderCell: ({ row }) => (
          <CampaignStatusChip status={row.status} eaStatus={row.eaStatus} testId={`evaluation-status-${row.idUser}`} />
        ),
      },
      dateColumn('deadline'),
      dateColumn('submittedAt'),
      dateColumn('validatedAt'),
      {
        field: 'blockers',
        headerName: t('columns.blockers'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) =>
          row.idEa !== null && row.eaStatus !== 3 ? (
            <RowAction
              title={t('blockers.action')}
              label={t('blockers.actionFor', { name: `${row.firstName} ${row.lastName}` })}
              icon={<RuleOutlined fontSize="small" />}
              onClick={() => setBlockersOf({ id: row.idUser, name: `${row.firstName} ${row.lastName}` })}
            />
          ) : null,
      },
    ];
  }, [t, i18n.language, openedFrom]);

  const list = (
    <DataList<EvaluationRow>
      list={evaluationsList}
      state={exportState}
      result={evaluations}
      columns={columns}
      getRowId={(row) => row.idUser}
      title={t('evaluations.listTitle', { year })}
      titleId="evaluations-list-title"
      hiddenColumns={['reference', 'submittedAt']}
      exportCall={evaluationListCalls.evaluationListExport}
      exportName={`evaluations-${year}`}
      checkboxSelection={follows}
      onSelectionChange={setSelection}
      toolbar={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('evaluations.year')}
            value={String(year)}
            onChange={(event) => setYear(Number(event.target.value))}
            sx={{ minWidth: 110 }}
            slotProps={{ htmlInput: { 'data-testid': 'evaluations-year' } }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={String(y)}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          {follows ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<NotificationsActiveOutlined />}
              disabled={selection.length === 0}
              onClick={() => setRemindOpen(true)}
              data-testid="evaluations-remind"
            >
              {t('remind.action', { count: selection.length })}
            </Button>
          ) : null}
        </Stack>
      }
      testId="evaluations"
    />
  );

  return (
    <Box>
      <PageHeading title={t('evaluations.title')} subtitle={t('evaluations.subtitle')} />
      <EvaluationsToValidatePanel year={year} />
      {follows ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, xl: 8 }} sx={{ order: { xs: 2, xl: 1 } }}>
            {list}
          </Grid>
          {/* Beside the list on wide screens, above it (the overview first) on narrower ones. */}
          <Grid size={{ xs: 12, xl: 4 }} sx={{ order: { xs: 1, xl: 2 } }}>
            <CampaignPanel year={year} groupBy={groupBy} onGroupByChange={setGroupBy} />
          </Grid>
        </Grid>
      ) : (
        list
      )}
      <RemindDialog
        open={remindOpen}
        year={year}
        personIds={selection.map(Number)}
        onClose={() => setRemindOpen(false)}
        onDone={() => setRemindOpen(false)}
      />
      <BlockersDialog year={year} person={blockersOf} onClose={() => setBlockersOf(null)} />
    </Box>
  );
}
