import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { teamCalls } from '@my-skills/shared/calls/team';
import { ROLE_IDS } from '@my-skills/shared/roles';
import { employeesList, TEAM_DC_STATUSES, TEAM_EA_STATUSES, type TeamMember } from '@my-skills/shared/schemas/team';
import { DataList } from '../../../components/lists/DataList';
import { ActiveChip } from '../../../components/lists/ActiveChip';
import { useListState } from '../../../components/lists/use-list-state';
import { PageHeading } from '../../../components/layout/PageHeading';
import { formatDay } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/session';
import { useTeam } from '../api/list-team';
import { DeadlineDialog } from './DeadlineDialog';
import { FilesToValidatePanel } from './FilesToValidatePanel';
import { TeamEvaluations } from './TeamEvaluations';
import { TeamFileChip } from './TeamFileChip';
import { roleColumn } from '../../../components/lists/columns';

const NO_FILE = (idLang: number) => ({ idLang, idDc: null, status: 0, version: null, updatedAt: null });

/**
 * The employees list (/management/collaborateur): the submitted files waiting for my validation, then the people I
 * manage down the chain (everyone with "all" access) on the lists' grid — filters, sort, paging in the URL, their
 * file per language, this year's evaluation and its deadline, which a selection can move; exported to Excel.
 */
export function TeamPage() {
  const { t, i18n } = useTranslation('team');
  const { t: tCommon } = useTranslation();
  const { t: tFile } = useTranslation('skillsFile');
  const user = useCurrentUser();
  const state = useListState(employeesList);
  const team = useTeam(state.query);
  const [selection, setSelection] = useState<GridRowId[]>([]);
  const [deadlineOpen, setDeadlineOpen] = useState(false);
  const canCreate = user?.pagePermissions.createDc === true;
  const showsEvaluations = user?.pagePermissions.ficheEa === true;
  const year = new Date().getFullYear();

  const columns = useMemo<GridColDef<TeamMember>[]>(() => {
    const fileColumn = (field: 'dcFr' | 'dcEn', idLang: number): GridColDef<TeamMember> => ({
      field,
      headerName: t('columns.file', { language: t(`languages.${idLang}`) }),
      width: 170,
      type: 'singleSelect',
      valueOptions: TEAM_DC_STATUSES.map((s) => ({ value: s, label: tFile(`status.${s}`) })),
      renderCell: ({ row }) => (
        <TeamFileChip
          member={row}
          file={row.files.find((f) => f.idLang === idLang) ?? NO_FILE(idLang)}
          canCreate={canCreate}
        />
      ),
    });
    const list: GridColDef<TeamMember>[] = [
      {
        field: 'lastName',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box component="span" sx={{ fontWeight: 600 }} data-testid={`team-member-${row.id}`}>
            {row.firstName} {row.lastName}
          </Box>
        ),
      },
      { field: 'firstName', headerName: t('columns.firstName'), width: 130 },
      { field: 'reference', headerName: t('columns.reference'), width: 120 },
      roleColumn<TeamMember>(tCommon, t('columns.role'), ROLE_IDS, 150),
      { field: 'managerName', headerName: t('columns.manager'), width: 170 },
      {
        field: 'isActive',
        headerName: t('columns.active'),
        width: 100,
        type: 'boolean',
        renderCell: ({ row }) => (
          <ActiveChip active={row.isActive} labels={{ active: t('active'), inactive: t('inactive') }} />
        ),
      },
      fileColumn('dcFr', 1),
      fileColumn('dcEn', 2),
      {
        field: 'pendingProposals',
        headerName: t('columns.proposals'),
        width: 150,
        type: 'boolean',
        renderCell: ({ row }) =>
          row.pendingProposals ? (
            <Chip size="small" color="info" label={t('proposals.pending')} data-testid={`team-proposals-${row.id}`} />
          ) : null,
      },
    ];
    if (showsEvaluations) {
      list.push(
        {
          field: 'eaStatus',
          headerName: t('columns.evaluations'),
          minWidth: 220,
          flex: 1,
          type: 'singleSelect',
          valueOptions: TEAM_EA_STATUSES.map((s) => ({
            value: s,
            label: s === '0' ? t('evaluations.notStarted') : t(`evaluations.status.${s}`),
          })),
          renderCell: ({ row }) => <TeamEvaluations member={row} year={year} />,
        },
        {
          field: 'eaLate',
          headerName: t('columns.late'),
          width: 100,
          type: 'boolean',
          renderCell: ({ row }) =>
            row.evaluation?.isLate ? <Chip size="small" color="error" label={t('evaluations.late')} /> : null,
        },
        {
          field: 'eaDeadline',
          headerName: t('columns.deadline'),
          width: 130,
          type: 'date',
          renderCell: ({ row }) => (row.evaluation?.deadline ? formatDay(row.evaluation.deadline, i18n.language) : '—'),
        },
      );
    }
    return list;
  }, [t, tCommon, tFile, canCreate, showsEvaluations, year, i18n.language]);

  return (
    <Box>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <FilesToValidatePanel />
      <DataList<TeamMember>
        list={employeesList}
        state={state}
        result={team}
        columns={columns}
        getRowId={(row) => row.id}
        title={t('list.title')}
        titleId="team-list-title"
        hiddenColumns={['firstName', 'eaLate']}
        exportCall={teamCalls.teamExport}
        exportName="employees"
        searchPlaceholder={t('search.placeholder')}
        checkboxSelection={showsEvaluations}
        onSelectionChange={setSelection}
        toolbar={
          showsEvaluations ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EventOutlined />}
              disabled={selection.length === 0}
              onClick={() => setDeadlineOpen(true)}
              data-testid="team-deadline"
            >
              {t('deadline.action', { count: selection.length })}
            </Button>
          ) : null
        }
        testId="team"
      />
      {selection.length === 0 ? null : (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('deadline.selected', { count: selection.length })}
        </Typography>
      )}
      <DeadlineDialog open={deadlineOpen} ids={selection.map(Number)} onClose={() => setDeadlineOpen(false)} />
    </Box>
  );
}
