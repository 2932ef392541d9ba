import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { candidateCalls } from '@my-skills/shared/calls/candidates';
import { canOpenFileOf } from '@my-skills/shared/roles';
import { canCreateDcFor } from '@my-skills/shared/skills-file-rules';
import {
  CANDIDATE_DC_STATUSES,
  CANDIDATE_LANGUAGES,
  candidatesList,
  type Candidate,
} from '@my-skills/shared/schemas/candidates';
import { PageHeading } from '../../../components/layout/PageHeading';
import { RowAction } from '../../../components/lists/RowAction';
import { DataList } from '../../../components/lists/DataList';
import { useListState } from '../../../components/lists/use-list-state';
import { useDateTimeFormat } from '../../../lib/dates';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useNavigate } from 'react-router';
import { useCandidates } from '../api/list-candidates';
import { AddCandidateDialog } from './AddCandidateDialog';
import { CandidateFileChip, InviteButton } from './CandidateCells';

/**
 * The candidates (/management/candidat, managers and recruiters) on the lists' grid: searched by name, e-mail or
 * reference, filtered, sorted and paged by the server (the query in the URL), exported to Excel; their invitation,
 * password, lock and skills file per language (opened, or created from here); adding one, sending or resending the
 * first-login invitation.
 */
export function CandidatesPage() {
  const { t } = useTranslation('candidates');
  const dateTime = useDateTimeFormat();
  const state = useListState(candidatesList);
  const candidates = useCandidates(state.query);
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const openedFrom = useOpenedFromHere();
  const user = useCurrentUser();
  // A candidate has no manager: the file rules decide from the role alone (a recruiter may, a manager may not).
  const subject = user
    ? { roleId: user.role.id, idRoleInternal: user.idRoleInternal, boondProfile: user.boondProfile }
    : null;
  const stranger = { isOwner: false, managesOwner: false };
  const mayCreate = subject !== null && canCreateDcFor(subject, stranger, { isCandidate: true });
  const mayOpen = subject !== null && canOpenFileOf(subject, stranger);

  const columns = useMemo<GridColDef<Candidate>[]>(() => {
    const fileColumn = (field: 'dcFr' | 'dcEn', idLang: 1 | 2): GridColDef<Candidate> => ({
      field,
      headerName: t(idLang === 1 ? 'columns.fileFr' : 'columns.fileEn'),
      width: 130,
      type: 'singleSelect',
      valueOptions: CANDIDATE_DC_STATUSES.map((s) => ({ value: s, label: t(`file.status.${s}`) })),
      renderCell: ({ row }) => (
        <CandidateFileChip candidate={row} idLang={idLang} mayCreate={mayCreate} mayOpen={mayOpen} />
      ),
    });
    return [
      {
        field: 'lastName',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {row.firstName} {row.lastName}
          </Box>
        ),
      },
      { field: 'firstName', headerName: t('columns.firstName'), width: 130 },
      { field: 'email', headerName: t('columns.email'), flex: 1, minWidth: 180 },
      { field: 'reference', headerName: t('columns.reference'), width: 120 },
      {
        field: 'idLang',
        headerName: t('columns.language'),
        width: 100,
        type: 'singleSelect',
        valueOptions: CANDIDATE_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) })),
        renderCell: ({ row }) => t(`languages.${row.idLang}`, { defaultValue: String(row.idLang) }),
      },
      fileColumn('dcFr', 1),
      fileColumn('dcEn', 2),
      {
        field: 'invitedAt',
        headerName: t('columns.invitedAt'),
        width: 145,
        renderCell: ({ row }) => (row.invitedAt ? dateTime(row.invitedAt) : t('never')),
      },
      {
        field: 'passwordSet',
        headerName: t('columns.password'),
        width: 115,
        type: 'boolean',
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.passwordSet ? 'success' : 'default'}
            label={t(row.passwordSet ? 'passwordSet.yes' : 'passwordSet.no')}
          />
        ),
      },
      {
        field: 'locked',
        headerName: t('columns.lockedUntil'),
        width: 145,
        type: 'boolean',
        renderCell: ({ row }) =>
          row.lockedUntil ? (
            <Typography variant="body2" color="error">
              {dateTime(row.lockedUntil)}
            </Typography>
          ) : (
            '—'
          ),
      },
      {
        field: 'createdAt',
        headerName: t('columns.createdAt'),
        width: 145,
        renderCell: ({ row }) => dateTime(row.createdAt),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 235,
        renderCell: ({ row }) => (
          <>
            <InviteButton candidate={row} />
            {mayCreate ? (
              <RowAction
                title={t('importCv.action')}
                label={t('importCv.label', { name: `${row.firstName} ${row.lastName}` })}
                icon={<UploadFileOutlined fontSize="small" />}
                onClick={() =>
                  navigate(`${paths.page.dcImport}?idUser=${row.id}&idLang=${row.idLang}`, { state: openedFrom })
                }
              />
            ) : null}
          </>
        ),
      },
    ];
  }, [t, dateTime, mayCreate, mayOpen, navigate, openedFrom]);

  return (
    <Box>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <DataList<Candidate>
        list={candidatesList}
        state={state}
        result={candidates}
        columns={columns}
        getRowId={(row) => row.id}
        title={t('list.title')}
        titleId="candidates-list-title"
        hiddenColumns={['firstName', 'reference', 'createdAt']}
        exportCall={candidateCalls.candidateExport}
        exportName="candidates"
        searchPlaceholder={t('search.placeholder')}
        toolbar={
          <Button
            variant="contained"
            size="small"
            startIcon={<PersonAddAlt1Outlined />}
            onClick={() => setAdding(true)}
            data-testid="candidate-add"
          >
            {t('add.open')}
          </Button>
        }
        testId="candidates"
      />
      {adding ? <AddCandidateDialog onClose={() => setAdding(false)} /> : null}
    </Box>
  );
}
