import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status/StatusPage';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useUiLanguage } from '../../../lib/ui-language';
import { useBrandsOf } from '../api/get-brands-with-current';
import { useKeyPeopleRecord } from '../api/get-key-people';
import { KeyPeopleForm } from './KeyPeopleForm';
import { LoadingBlock } from '../../../components/status/LoadingBlock';

/** /management/key-people/:idUser — the person's key-people record (an empty one opens as a form). */
export function KeyPeoplePage({ idUser }: { idUser: number }) {
  const { t } = useTranslation('keyPeople');
  const { idLang } = useUiLanguage();
  const record = useKeyPeopleRecord(idUser, idLang);
  const brands = useBrandsOf(idUser);

  if (record.isPending || brands.isPending) return <LoadingBlock height={480} label={t('form.loading')} />;
  const error = record.error ?? brands.error;
  if (error) {
    if (isApiError(error) && error.status === 403) return <StatusPage kind="403" embedded />;
    if (isApiError(error) && error.status === 404) return <StatusPage kind="404" embedded />;
    return <Alert severity="error">{errorMessage(error)}</Alert>;
  }
  if (!record.data || !brands.data) return null;
  return <KeyPeopleForm key={idUser} record={record.data} brands={brands.data} />;
}
