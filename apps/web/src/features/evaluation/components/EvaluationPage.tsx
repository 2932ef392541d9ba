import Alert from '@mui/material/Alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NotStartedReview } from '../../../components/document/review-parts';
import { StatusPage } from '../../../components/status/StatusPage';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useEaDetails } from '../api/get-ea-details';
import { useEaYears } from '../api/get-ea-years';
import { evaluationKeys } from '../api/keys';
import { saveEa } from '../api/save-ea';
import { LoadedEvaluation } from './LoadedEvaluation';
import { LoadingBlock } from '../../../components/status/LoadingBlock';

/** /page/ea/fiche/:year/:id — person :id's evaluation of :year; not opened yet: offered when allowed, else 404. */
export function EvaluationPage({ idUser, year }: { idUser: number; year: number }) {
  const { t } = useTranslation('evaluation');
  const details = useEaDetails(idUser, year);
  const notStarted = isApiError(details.error) && details.error.status === 404;
  const years = useEaYears(idUser, notStarted);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const open = useMutation({
    mutationFn: () => saveEa({ year, idUser }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationKeys.all }),
    onError: (error) => notify(errorMessage(error), 'error'),
  });

  const loading = <LoadingBlock height={480} label={t('loading')} />;
  if (details.isPending) return loading;
  if (details.isError) {
    const error = details.error;
    if (isApiError(error) && error.status === 403) return <StatusPage kind="403" embedded />;
    if (!notStarted) return <Alert severity="error">{errorMessage(error)}</Alert>;
    if (years.isPending) return loading;
    const mayOpen = years.data?.canOpenCurrentYear && years.data.nextEaYear === year;
    if (!mayOpen) return <StatusPage kind="404" embedded />;
    return (
      <NotStartedReview
        title={t('notStarted.title', { year })}
        message={error.message}
        action={t('notStarted.open')}
        onOpen={() => open.mutate()}
        opening={open.isPending}
        testIds={{ card: 'ea-not-started', open: 'open-ea' }}
      />
    );
  }
  if (details.data.idUser !== idUser || details.data.year !== year) return <StatusPage kind="404" embedded />;
  return <LoadedEvaluation ea={details.data} />;
}
