import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hiddenClientsBody, type HiddenClientRow } from '@my-skills/shared/schemas/client-cv';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useHiddenClients } from '../api/hidden-clients';
import { useSaveHiddenClients } from '../api/save-hidden-clients';

/**
 * The clients of the person's experiences, each one the person may hide in client CVs behind a sector description
 * (French, English: at least one). Clients on the administrators' confidential list are always hidden.
 */
export function HiddenClientsEditor({ idUser }: { idUser: number }) {
  const { t } = useTranslation('clientCv');
  const notify = useNotify();
  const query = useHiddenClients(idUser);
  const save = useSaveHiddenClients();
  const [rows, setRows] = useState<HiddenClientRow[]>([]);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (query.data) setRows(query.data.clients);
  }, [query.data]);

  if (query.isPending) return null;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const change = (index: number, patch: Partial<HiddenClientRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = () => {
    const parsed = hiddenClientsBody.safeParse({
      idUser,
      clients: rows
        .filter((r) => r.hidden)
        .map((r) => ({ client: r.client, sectorFr: r.sectorFr.trim(), sectorEn: r.sectorEn.trim() })),
    });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    save.mutate(parsed.data, { onSuccess: (result) => notify(result.message || t('hidden.saved'), 'success') });
  };

  return (
    <Box data-testid="hidden-clients">
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 0.5 }}>
        {t('hidden.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('hidden.intro')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('hidden.none')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {rows.map((row, index) => (
            <Box key={row.client} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <FormControlLabel
                sx={{ minWidth: 240 }}
                control={
                  <Checkbox
                    checked={row.hidden || row.confidential}
                    disabled={row.confidential}
                    onChange={(e) => change(index, { hidden: e.target.checked })}
                  />
                }
                label={row.confidential ? t('hidden.confidential', { client: row.client }) : row.client}
              />
              {row.hidden && !row.confidential ? (
                <>
                  <TextField
                    size="small"
                    label={t('hidden.sectorFr')}
                    value={row.sectorFr}
                    onChange={(e) => change(index, { sectorFr: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                  />
                  <TextField
                    size="small"
                    label={t('hidden.sectorEn')}
                    value={row.sectorEn}
                    onChange={(e) => change(index, { sectorEn: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                  />
                </>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
      {invalid ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t('hidden.sectorRequired')}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      {query.data.canEdit && rows.length > 0 ? (
        <Button sx={{ mt: 1.5 }} variant="outlined" onClick={submit} loading={save.isPending}>
          {t('hidden.save')}
        </Button>
      ) : null}
    </Box>
  );
}
