import Alert from '@mui/material/Alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { NotStartedReview } from '../../../components/document/review-parts';
import { StatusPage } from '../../../components/status/StatusPage';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useUiLanguage } from '../../../lib/ui-language';
import { useEepBmDetails } from '../api/get-eep-bm-details';
import { eepBmKeys } from '../api/keys';
import { openEepBm } from '../api/open-eep-bm';
import { LoadedEepBm } from './LoadedEepBm';
import { LoadingBlock } from '../../../components/status/LoadingBlock';

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

  if (details.isPending) return <LoadingBlock height={480} label={t('loading')} />;
  if (details.isError) {
    const error = details.error;
    if (isApiError(error) && error.status === 403) return <StatusPage kind="403" embedded />;
    const notStarted = isApiError(error) && error.status === 404;
    if (!notStarted) return <Alert severity="error">{errorMessage(error)}</Alert>;
    if (year !== new Date().getUTCFullYear()) return <StatusPage kind="404" embedded />;
    return (
      <NotStartedReview
        title={t('notStarted.title', { year })}
        message={error.message}
        action={t('notStarted.open')}
        onOpen={() => open.mutate()}
        opening={open.isPending}
        testIds={{ card: 'bm-not-started', open: 'open-bm' }}
      />
    );
  }
  if (details.data.idUser !== idUser || details.data.year !== year) return <StatusPage kind="404" embedded />;
  return <LoadedEepBm details={details.data} />;
}
