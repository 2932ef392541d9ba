import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { addConfidentialClientBody, type ConfidentialClient } from '@my-skills/shared/schemas/client-cv';
import { DeleteDialog } from '../../../components/dialogs/DeleteDialog';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { useDateTimeFormat } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useConfidentialClients, useConfidentialClientWrites } from '../api/confidential-clients';

interface Draft {
  id: number | null;
  name: string;
  sectorFr: string;
  sectorEn: string;
}

/** Adds or changes a confidential client: its name and its sector description in French and English. */
function ClientDialog({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useTranslation('clientCv');
  const notify = useNotify();
  const writes = useConfidentialClientWrites();
  const [value, setValue] = useState(draft);
  const [invalid, setInvalid] = useState(false);
  const write = value.id === null ? writes.add : writes.update;
  const submit = () => {
    const parsed = addConfidentialClientBody.safeParse({
      name: value.name,
      sectorFr: value.sectorFr,
      sectorEn: value.sectorEn,
    });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    const done = (result: { message: string }) => {
      notify(result.message, 'success');
      onClose();
    };
    if (value.id === null) writes.add.mutate(parsed.data, { onSuccess: done });
    else writes.update.mutate({ id: value.id, ...parsed.data }, { onSuccess: done });
  };
  const field = (key: 'name' | 'sectorFr' | 'sectorEn') => (
    <TextField
      label={t(`confidential.${key}`)}
      value={value[key]}
      required
      onChange={(e) => setValue({ ...value, [key]: e.target.value })}
      error={invalid && !value[key].trim()}
      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `confidential-${key}` } }}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="confidential-dialog-title">
      <DialogTitle id="confidential-dialog-title">
        {value.id === null ? t('confidential.add') : t('confidential.edit')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('name')}
          {field('sectorFr')}
          {field('sectorEn')}
          {invalid ? <Alert severity="error">{t('confidential.required')}</Alert> : null}
          {write.isError ? <Alert severity="error">{errorMessage(write.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={write.isPending} data-testid="confidential-save">
          {t('confidential.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /management/confidentialClients (managementAdministration): the clients whose names never leave the group; a
 * client CV shows their sector description instead.
 */
export function ConfidentialClientsPage() {
  const { t } = useTranslation('clientCv');
  const notify = useNotify();
  const list = useConfidentialClients();
  const { remove } = useConfidentialClientWrites();
  const formatDateTime = useDateTimeFormat();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<ConfidentialClient | null>(null);

  return (
    <Box>
      <PageHeading
        title={t('confidential.title')}
        subtitle={t('confidential.subtitle')}
        action={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDraft({ id: null, name: '', sectorFr: '', sectorEn: '' })}
            data-testid="confidential-add"
          >
            {t('confidential.add')}
          </Button>
        }
      />
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      {list.data ? (
        <Paper variant="outlined" sx={{ borderRadius: 2 }}>
          {list.data.rows.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              {t('confidential.empty')}
            </Typography>
          ) : (
            <Table aria-label={t('confidential.title')} data-testid="confidential-clients">
              <TableHead>
                <TableRow>
                  <TableCell>{t('confidential.name')}</TableCell>
                  <TableCell>{t('confidential.sectorFr')}</TableCell>
                  <TableCell>{t('confidential.sectorEn')}</TableCell>
                  <TableCell>{t('confidential.updated')}</TableCell>
                  <TableCell align="right">{t('confidential.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.name}</TableCell>
                    <TableCell>{row.sectorFr}</TableCell>
                    <TableCell>{row.sectorEn}</TableCell>
                    <TableCell>
                      {formatDateTime(row.updatedAt)}
                      {row.updatedBy ? ` · ${row.updatedBy.name}` : ''}
                    </TableCell>
                    <TableCell align="right">
                      <IconButton
                        aria-label={t('confidential.editNamed', { name: row.name })}
                        onClick={() => setDraft({ ...row })}
                      >
                        <EditOutlined />
                      </IconButton>
                      <IconButton
                        aria-label={t('confidential.deleteNamed', { name: row.name })}
                        onClick={() => setDeleting(row)}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      ) : null}
      {draft ? <ClientDialog draft={draft} onClose={() => setDraft(null)} /> : null}
      <DeleteDialog
        name={deleting?.name ?? null}
        question={(name) => t('confidential.deleteQuestion', { name })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: (result) => {
              notify(result.message, 'success');
              setDeleting(null);
            },
            onError: (error) => {
              notify(errorMessage(error), 'error');
              setDeleting(null);
            },
          })
        }
      />
    </Box>
  );
}
