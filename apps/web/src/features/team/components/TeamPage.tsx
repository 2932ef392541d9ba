import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@my-skills/shared/constants';
import type { TeamMember } from '@my-skills/shared/schemas/team';
import { roleCodeOf } from '../../../lib/role-labels';
import { useCurrentUser } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTeam } from '../api/list-team';
import { FilesToValidatePanel } from './FilesToValidatePanel';
import { FILE_LANGUAGES } from './format';
import { TeamEvaluations } from './TeamEvaluations';
import { TeamFileChip } from './TeamFileChip';
import { PageHeading } from '../../../components/layout/PageHeading';
import { ListStatus } from '../../../components/lists/ListStatus';

const PAGE_SIZES = [20, 50, 100];

/**
 * My team (/management/collaborateur): the submitted files waiting for my validation, then the people I manage
 * down the chain (everyone with "all" access), searched (debounced) and paged, with their file per language.
 */
export function TeamPage() {
  const { t } = useTranslation('team');
  const user = useCurrentUser();
  const [term, setTerm] = useState('');
  const searchTerm = useDebouncedValue(term.trim(), 350);
  // The page belongs to a search: a new search starts again on the first page.
  const [paging, setPaging] = useState({ searchTerm: '', page: 0 });
  const page = paging.searchTerm === searchTerm ? paging.page : 0;
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const team = useTeam({ searchTerm, page: page + 1, pageSize });
  const canCreate = user?.pagePermissions.createDc === true;

  return (
    <Box>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <FilesToValidatePanel />

      <Paper variant="outlined" component="section" aria-labelledby="team-list-title" sx={{ borderRadius: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2.5, pb: 1.5, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography id="team-list-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('list.title')}
          </Typography>
          <TextField
            type="search"
            size="small"
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            sx={{ minWidth: { md: 360 } }}
            slotProps={{
              htmlInput: {
                maxLength: LIMITS.searchTermMax,
                'aria-controls': 'team-table',
                'data-testid': 'team-search',
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
        <ListStatus
          loading={team.isFetching}
          loadingLabel={t('list.loading')}
          isError={team.isError}
          error={team.error}
          testId="team-count"
        >
          {team.data ? t('list.count', { count: team.data.total }) : ''}
        </ListStatus>
        <TeamTable
          items={team.data?.items ?? []}
          loaded={Boolean(team.data)}
          canCreate={canCreate}
          showsEvaluations={user?.pagePermissions.ficheEa === true}
        />
        <TablePagination
          component="div"
          count={team.data?.total ?? 0}
          page={page}
          onPageChange={(_event, next) => setPaging({ searchTerm, page: next })}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPaging({ searchTerm, page: 0 });
          }}
          labelRowsPerPage={t('list.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`list.goTo.${type}`)}
        />
      </Paper>
    </Box>
  );
}

function TeamTable({
  items,
  loaded,
  canCreate,
  showsEvaluations,
}: {
  items: TeamMember[];
  loaded: boolean;
  canCreate: boolean;
  /** The viewer opens evaluations (ficheEa): each person's evaluations are linked. */
  showsEvaluations: boolean;
}) {
  const { t } = useTranslation('team');
  const year = new Date().getFullYear();
  const { t: tCommon } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" id="team-table" aria-labelledby="team-list-title" data-testid="team-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.reference')}</TableCell>
            <TableCell>{t('columns.role')}</TableCell>
            <TableCell>{t('columns.manager')}</TableCell>
            {FILE_LANGUAGES.map((idLang) => (
              <TableCell key={idLang}>{t('columns.file', { language: t(`languages.${idLang}`) })}</TableCell>
            ))}
            {showsEvaluations ? <TableCell>{t('columns.evaluations')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((member) => (
            <TableRow key={member.id} hover data-testid={`team-member-${member.id}`}>
              <TableCell sx={{ fontWeight: 600 }}>
                {member.firstName} {member.lastName}
                {member.isActive ? null : (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {t('inactive')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{member.reference ?? '—'}</TableCell>
              <TableCell>
                {tCommon(`roles.${roleCodeOf(member.role.id)}`, { defaultValue: member.role.name })}
              </TableCell>
              <TableCell>{member.managerName ?? '—'}</TableCell>
              {FILE_LANGUAGES.map((idLang) => {
                const file = member.files.find((f) => f.idLang === idLang) ?? {
                  idLang,
                  idDc: null,
                  status: 0,
                  version: null,
                  updatedAt: null,
                };
                return (
                  <TableCell key={idLang}>
                    <TeamFileChip member={member} file={file} canCreate={canCreate} />
                  </TableCell>
                );
              })}
              {showsEvaluations ? (
                <TableCell>
                  <TeamEvaluations member={member} year={year} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
          {loaded && items.length === 0 ? (
            <TableRow>
              <TableCell
                colSpan={4 + FILE_LANGUAGES.length + (showsEvaluations ? 1 : 0)}
                sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}
              >
                {t('list.none')}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
