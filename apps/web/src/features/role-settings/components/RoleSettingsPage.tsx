import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleInternalCalls } from '@my-skills/shared/calls/role-internal';
import { ROLE_IDS } from '@my-skills/shared/roles';
import { INTERNAL_ROLE_OPTIONS, roleSettingsList, type UserRoleInfo } from '@my-skills/shared/schemas/role-internal';
import { PageHeading } from '../../../components/layout/PageHeading';
import { ActiveChip } from '../../../components/lists/ActiveChip';
import { DataList } from '../../../components/lists/DataList';
import { useListState } from '../../../components/lists/use-list-state';
import { internalRoleCodeOf, roleCodeOf } from '../../../lib/role-labels';
import { usePeople } from '../api/list-people';
import { InternalRoleChip } from './InternalRoleChip';
import { PersonRolePanel } from './PersonRolePanel';

/**
 * Role settings (internal role 1): everyone on the lists' grid — searched, filtered (role, internal role, active,
 * country…), sorted, paged, exported to Excel; a name opens the person's roles and history below the list, where
 * their internal role is changed. The list's query and the chosen person are in the URL.
 */
export function RoleSettingsPage() {
  const { t } = useTranslation('roleSettings');
  const { t: tc } = useTranslation();
  const state = useListState(roleSettingsList);
  const people = usePeople(state.query);
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedParam = Number(searchParams.get('person'));
  const selectedId = Number.isInteger(selectedParam) && selectedParam > 0 ? selectedParam : null;

  const columns = useMemo<GridColDef<UserRoleInfo>[]>(() => {
    const select = (id: number) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('person', String(id));
        return next;
      });
    return [
      {
        field: 'lastName',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={() => select(row.id)}
            aria-current={row.id === selectedId ? 'true' : undefined}
            data-testid={`person-${row.id}`}
            sx={{ fontWeight: 600, textTransform: 'none', justifyContent: 'flex-start' }}
          >
            {row.firstName} {row.lastName}
          </Button>
        ),
      },
      { field: 'firstName', headerName: t('columns.firstName'), width: 130 },
      { field: 'email', headerName: t('columns.email'), flex: 1, minWidth: 200 },
      { field: 'reference', headerName: t('columns.reference'), width: 120 },
      {
        field: 'role',
        headerName: t('columns.role'),
        minWidth: 200,
        flex: 1,
        type: 'singleSelect',
        valueOptions: ROLE_IDS.map((id) => ({ value: String(id), label: tc(`roles.${roleCodeOf(id)}`) })),
        renderCell: ({ row }) => (
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {row.roles.length === 0
              ? '—'
              : row.roles.map((role) => (
                  <Chip
                    key={role.id}
                    size="small"
                    variant="outlined"
                    label={tc(`roles.${roleCodeOf(role.id)}`, { defaultValue: role.name })}
                  />
                ))}
          </Box>
        ),
      },
      {
        field: 'internalRole',
        headerName: t('columns.internalRole'),
        width: 170,
        type: 'singleSelect',
        valueOptions: INTERNAL_ROLE_OPTIONS.map((id) => ({
          value: id,
          label: tc(`internalRoles.${internalRoleCodeOf(Number(id))}`),
        })),
        renderCell: ({ row }) => <InternalRoleChip idRoleInternal={row.idRoleInternal} size="small" />,
      },
      {
        field: 'isActive',
        headerName: t('columns.active'),
        width: 100,
        type: 'boolean',
        renderCell: ({ row }) => (
          <ActiveChip active={row.isActive} labels={{ active: t('active'), inactive: t('inactive') }} />
        ),
      },
      { field: 'country', headerName: t('columns.country'), width: 130 },
    ];
  }, [t, tc, selectedId, setSearchParams]);

  return (
    <Box>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <DataList<UserRoleInfo>
        list={roleSettingsList}
        state={state}
        result={people}
        columns={columns}
        getRowId={(row) => row.id}
        title={t('list.title')}
        titleId="people-list-title"
        hiddenColumns={['firstName', 'reference']}
        exportCall={roleInternalCalls.userRoleInfoExport}
        exportName="access-rights"
        searchPlaceholder={t('list.placeholder')}
        testId="people"
      />
      <Box component="section" aria-label={t('detail.label')} sx={{ mt: 3 }}>
        {selectedId === null ? (
          <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', borderStyle: 'dashed', borderRadius: 2 }}>
            <PersonOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography color="text.secondary">{t('detail.pickSomeone')}</Typography>
          </Paper>
        ) : (
          <PersonRolePanel personId={selectedId} />
        )}
      </Box>
    </Box>
  );
}
