import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { APP_VERSION } from '@my-skills/shared/constants';
import { errorMessage } from '../../../lib/error-message';
import { useLandingFor } from '../../../lib/landing';
import { useCurrentUser } from '../../../lib/session';
import { useLoginOptions } from '../api/get-login-options';
import { CandidateSignIn } from './CandidateSignIn';
import { DevSignIn } from './DevSignIn';
import { PublicTitle } from './form-parts';
import { MicrosoftSignInButton } from './MicrosoftSignInButton';
import { ProviderSignOutDialog } from './ProviderSignOutDialog';
import { PublicPageFrame } from './PublicPageFrame';
import { emailOfState } from './sign-in-forms';
import { returnToOf, signedInMarkOf, signInErrorOf, signInVariant, withoutSignInError } from './sign-in-state';

/**
 * The sign-in page (/): the candidates' variant on the onboarding host, else the Microsoft work account and the
 * development sign-in, each when the server offers it. Shows, once, the error another sign-in step sent back
 * (`?error=CODE`), and goes to `?returnTo=` (a path of this app) or the landing page after.
 */
export function SignInPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const user = useCurrentUser();
  const landingFor = useLandingFor();
  const options = useLoginOptions();
  const returnTo = returnToOf(search);
  const [redirectError] = useState(() => signInErrorOf(search));

  useEffect(() => {
    document.title = `${t('signIn.title')} · My Skills`;
  }, [t]);
  useEffect(() => {
    if (signInErrorOf(search)) setSearch(withoutSignInError(search), { replace: true, state: location.state });
  }, [search, setSearch, location.state]);

  if (user) return <Navigate to={returnTo ?? landingFor(user)} replace />;

  const onSignedIn = (signedIn: CurrentUser) => navigate(returnTo ?? landingFor(signedIn), { replace: true });
  const variant = options.data ? signInVariant(options.data) : null;
  const redirectErrorKey = `errors:${redirectError}`;

  return (
    <PublicPageFrame
      footer={
        <Typography variant="caption" color="text.secondary" sx={{ mt: 2 }}>
          {APP_VERSION}
          {options.data
            ? ` · ${t(`common:footer.environments.${options.data.environment}`, { defaultValue: options.data.environment })}`
            : ''}
        </Typography>
      }
    >
      <Stack spacing={3}>
        <PublicTitle
          title="My Skills"
          subtitle={t(variant?.kind === 'candidate' ? 'candidate.subtitle' : 'signIn.subtitle')}
        />
        {redirectError ? (
          <Alert severity="error" role="alert" data-testid="sign-in-url-error">
            {i18n.exists(redirectErrorKey) ? t(redirectErrorKey) : t('errors:OIDC_FAILED')}
          </Alert>
        ) : null}
        {options.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : options.isError ? (
          <Alert severity="error">{errorMessage(options.error)}</Alert>
        ) : variant?.kind === 'candidate' ? (
          <CandidateSignIn email={emailOfState(location.state)} onSignedIn={onSignedIn} />
        ) : variant?.kind === 'employee' ? (
          <>
            {variant.microsoft ? (
              <MicrosoftSignInButton returnTo={returnTo ?? undefined} resume={signedInMarkOf(search)} />
            ) : null}
            {variant.microsoft && variant.dev ? <Divider>{t('signIn.or')}</Divider> : null}
            {variant.dev ? <DevSignIn onSignedIn={onSignedIn} /> : null}
          </>
        ) : (
          <Alert severity="warning">{t('signIn.noMethod')}</Alert>
        )}
      </Stack>
      <ProviderSignOutDialog />
    </PublicPageFrame>
  );
}
