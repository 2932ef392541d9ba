import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { StatusPage } from '../../../components/status/StatusPage';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useUiLanguage } from '../../../lib/ui-language';
import { useEepBmDetails } from '../api/get-eep-bm-details';
import { eepBmKeys } from '../api/keys';
import { openEepBm } from '../api/open-eep-bm';
import { LoadedEepBm } from './LoadedEepBm';

/**
 * /page/eep/bm/fiche/:year/:id — person :id's business-manager review of :year. Not opened yet (404): this year's
 * is offered (the server opens it for those who may — the person or their reviewer — and refuses anyone else);
 * another year's is not found.
 */
export function EepBmPage({ idUser, year }: { idUser: number; year: number }) {
  const { t } = useTranslation('eepBm');
  const { idLang } = useUiLanguage();
  const details = useEepBmDetails(idUser, year, idLang);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const open = useMutation({
    mutationFn: () => openEepBm({ idUser, year }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eepBmKeys.all }),
    onError: (error) => notify(errorMessage(error), 'error'),
  });

  if (details.isPending) return <Skeleton variant="rounded" height={480} aria-label={t('loading')} />;
  if (details.isError) {
    const error = details.error;
    if (isApiError(error) && error.status === 403) return <StatusPage kind="403" embedded />;
    const notStarted = isApiError(error) && error.status === 404;
    if (!notStarted) return <Alert severity="error">{errorMessage(error)}</Alert>;
    if (year !== new Date().getUTCFullYear()) return <StatusPage kind="404" embedded />;
    return (
      <Paper
        variant="outlined"
        sx={{ p: 5, textAlign: 'center', borderRadius: 2, borderStyle: 'dashed' }}
        data-testid="bm-not-started"
      >
        <NoteAddOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h2" component="h1" sx={{ fontSize: '1.3rem', mt: 1 }}>
          {t('notStarted.title', { year })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {error.message}
        </Typography>
        <Button variant="contained" onClick={() => open.mutate()} disabled={open.isPending} data-testid="open-bm">
          {t('notStarted.open')}
        </Button>
      </Paper>
    );
  }
  if (details.data.idUser !== idUser || details.data.year !== year) return <StatusPage kind="404" embedded />;
  return <LoadedEepBm details={details.data} />;
}
