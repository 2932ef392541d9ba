import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { StatusPage } from '../../../components/status/StatusPage';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useDcDetails } from '../api/get-dc-details';
import { useDcMenu } from '../api/get-dc-menu';
import { type DcTarget } from '../api/keys';
import { LoadedFile } from './LoadedFile';
import { LoadingBlock } from '../../../components/status/LoadingBlock';

/**
 * /page/dc/fiche/:id/:idLang — the skills file of person :id in language :idLang (its current version),
 * or with ?version=<idDc> one of its versions (an archived one is read-only).
 */
export function SkillsFilePage({
  idUser,
  idLang,
  versionId,
  extra,
}: {
  idUser: number;
  idLang: number;
  versionId: number | null;
  /** A panel the app adds under the file's sections (the client CVs). */
  extra?: ReactNode;
}) {
  const target: DcTarget = versionId !== null ? { idDc: versionId } : { idUser, idLang };
  const details = useDcDetails(target);
  const { t } = useTranslation('skillsFile');
  const user = useCurrentUser();
  // No current file: the person's menu says whether the person exists (404 PERSON_NOT_FOUND otherwise).
  const noFile = versionId === null && isApiError(details.error) && details.error.status === 404;
  const owner = useDcMenu(idUser, noFile);

  if (details.isPending) return <LoadingBlock height={480} label={t('loading')} />;
  if (details.isError) {
    const error = details.error;
    if (isApiError(error) && error.status === 403) return <StatusPage kind="403" embedded />;
    if (noFile && owner.isPending) return <LoadingBlock height={480} label={t('loading')} />;
    if (noFile && isApiError(owner.error) && owner.error.status === 404) return <StatusPage kind="404" embedded />;
    if (isApiError(error) && error.status === 404 && versionId === null) {
      const mayCreate = Boolean(user?.pagePermissions.createDc);
      return (
        <Paper
          variant="outlined"
          sx={{ p: 5, textAlign: 'center', borderRadius: 2, borderStyle: 'dashed' }}
          data-testid="no-file"
        >
          <NoteAddOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
          <Typography variant="h2" component="h1" sx={{ fontSize: '1.3rem', mt: 1 }}>
            {t('noFile.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {error.message || t('noFile.message')}
          </Typography>
          {mayCreate ? (
            <Button
              variant="contained"
              component={RouterLink}
              to={generatePath(paths.page.dcCreateFor, { idUser: String(idUser), idLang: String(idLang) })}
            >
              {t('noFile.create')}
            </Button>
          ) : null}
        </Paper>
      );
    }
    if (isApiError(error) && error.status === 404) return <StatusPage kind="404" embedded />;
    return <Alert severity="error">{errorMessage(error)}</Alert>;
  }
  if (details.data.idUser !== idUser || details.data.idLang !== idLang) return <StatusPage kind="404" embedded />;
  return <LoadedFile dc={details.data} isVersionView={versionId !== null} extra={extra} />;
}
