import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { useTranslation } from 'react-i18next';
import type { UserRoleInfoDetail } from '@my-skills/shared/schemas/role-internal';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { Fact } from '../../../components/facts/Fact';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { TealPanel } from '../../../components/panels/TealPanel';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/dates';
import { internalRoleCodeOf, roleCodeOf } from '../../../lib/role-labels';
import { usePersonRoleInfo } from '../api/get-person-role-info';
import { useInternalRoles } from '../api/get-internal-roles';
import { useUpdateUserRoleInternal } from '../api/update-user-role-internal';
import { InternalRoleChip } from './InternalRoleChip';

const NONE = 'none';
type Choice = typeof NONE | `${number}`;
const choiceOf = (id: number | null): Choice => (id === null ? NONE : (String(id) as Choice));
const idOf = (choice: Choice): 1 | 2 | null => (choice === '1' ? 1 : choice === '2' ? 2 : null);

export function PersonRolePanel({ personId }: { personId: number }) {
  const { t } = useTranslation('roleSettings');
  const person = usePersonRoleInfo(personId);
  if (person.isPending) return <Skeleton variant="rounded" height={320} />;
  if (person.isError) return <Alert severity="error">{errorMessage(person.error)}</Alert>;
  return (
    <Stack spacing={3}>
      <TealPanel icon={<ManageAccountsOutlined />} title={`${person.data.firstName} ${person.data.lastName}`} forceOpen>
        <PersonFacts person={person.data} />
        <InternalRoleForm key={`${person.data.id}-${person.data.idRoleInternal}`} person={person.data} />
      </TealPanel>
      <GreenPanel title={t('history.title')}>
        <History person={person.data} />
      </GreenPanel>
    </Stack>
  );
}

function PersonFacts({ person }: { person: UserRoleInfoDetail }) {
  const { t } = useTranslation('roleSettings');
  const { t: tc } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5, m: 0, mb: 3 }}
    >
      <Fact label={t('detail.email')}>{person.email}</Fact>
      <Fact label={t('detail.reference')}>{person.reference ?? '—'}</Fact>
      <Fact label={t('detail.country')}>{person.country ?? '—'}</Fact>
      <Fact label={t('detail.currentInternalRole')}>
        <Box component="span" data-testid="current-internal-role">
          <InternalRoleChip idRoleInternal={person.idRoleInternal} size="small" />
        </Box>
      </Fact>
      <Fact label={t('detail.roles')} fullRow>
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {person.roles.length === 0
            ? '—'
            : person.roles.map((role) => (
                <Chip
                  key={role.id}
                  label={tc(`roles.${roleCodeOf(role.id)}`, { defaultValue: role.name })}
                  size="small"
                  variant="outlined"
                />
              ))}
        </Box>
      </Fact>
    </Box>
  );
}

function InternalRoleForm({ person }: { person: UserRoleInfoDetail }) {
  const { t } = useTranslation('roleSettings');
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const internalRoles = useInternalRoles();
  const update = useUpdateUserRoleInternal();
  const [choice, setChoice] = useState<Choice>(choiceOf(person.idRoleInternal));
  const [confirming, setConfirming] = useState(false);
  const unchanged = idOf(choice) === person.idRoleInternal;
  const label = (id: number | null) => tc(`internalRoles.${internalRoleCodeOf(id)}`);
  const options: { value: Choice; label: string }[] = [
    { value: NONE, label: label(null) },
    ...(internalRoles.data ?? []).map((role) => ({ value: choiceOf(role.id), label: label(role.id) })),
  ];

  const confirm = () =>
    update.mutate(
      { userId: person.id, idRoleInternal: idOf(choice) },
      {
        onSuccess: ({ message }) => {
          setConfirming(false);
          notify(message || tc('messages.actionSuccess'), 'success');
        },
        onError: (error) => {
          setConfirming(false);
          notify(errorMessage(error), 'error');
        },
      },
    );

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2.5 }}
    >
      <FormControl>
        <FormLabel id="internal-role-label" sx={{ fontWeight: 600, mb: 1 }}>
          {t('form.label')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="internal-role-label"
          value={choice}
          onChange={(event) => setChoice(event.target.value as Choice)}
        >
          {options.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      </FormControl>
      {internalRoles.isError ? <Alert severity="error">{errorMessage(internalRoles.error)}</Alert> : null}
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={unchanged || update.isPending}>
          {t('form.save')}
        </Button>
        {!unchanged ? (
          <Button color="inherit" onClick={() => setChoice(choiceOf(person.idRoleInternal))}>
            {t('form.reset')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
        confirmDisabled={update.isPending || unchanged}
      >
        <Typography>
          {t('form.confirm', {
            name: `${person.firstName} ${person.lastName}`,
            from: label(person.idRoleInternal),
            to: label(idOf(choice)),
          })}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}

function History({ person }: { person: UserRoleInfoDetail }) {
  const { t, i18n } = useTranslation('roleSettings');
  const { t: tc } = useTranslation();
  const label = (id: number | null) => tc(`internalRoles.${internalRoleCodeOf(id)}`);
  if (person.history.length === 0) return <Typography color="text.secondary">{t('history.empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('history.title')} data-testid="role-history">
        <TableHead>
          <TableRow>
            <TableCell>{t('history.date')}</TableCell>
            <TableCell>{t('history.by')}</TableCell>
            <TableCell>{t('history.change')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {person.history.map((entry, index) => (
            <TableRow key={`${entry.changedAt}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.changedAt, i18n.language)}</TableCell>
              <TableCell>{entry.changedBy}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{label(entry.oldIdRoleInternal)}</span>
                  <ArrowForward fontSize="small" aria-label={t('history.to')} />
                  <span>{label(entry.newIdRoleInternal)}</span>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
