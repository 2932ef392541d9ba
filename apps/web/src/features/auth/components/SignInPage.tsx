import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginAuthenticationBody } from '@my-skills/shared/schemas/auth';
import { APP_VERSION } from '@my-skills/shared/constants';
import { errorMessage } from '../../../lib/error-message';
import { useLandingFor } from '../../../lib/landing';
import { paths } from '../../../lib/paths';
import { roleCodeOf } from '../../../lib/role-labels';
import { useCurrentUser } from '../../../lib/session';
import { useDevAccounts } from '../api/get-dev-accounts';
import { useLoginOptions } from '../api/get-login-options';
import { useSignIn } from '../api/sign-in';
import { PublicPageFrame } from './PublicPageFrame';
import { MicrosoftSignInButton } from './MicrosoftSignInButton';

const signInFormSchema = loginAuthenticationBody.pick({ LoginFromEmail: true });
interface SignInForm {
  LoginFromEmail: string;
}

export function SignInPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const landingFor = useLandingFor();
  const options = useLoginOptions();
  const devLogin = options.data?.devLogin === true;
  const accounts = useDevAccounts(devLogin);
  const signIn = useSignIn();
  // A refused Microsoft sign-in comes back as /?error=<CODE> (an error code of the errors namespace).
  const urlError = useSearchParams()[0].get('error');
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<SignInForm>({ resolver: zodResolver(signInFormSchema), defaultValues: { LoginFromEmail: '' } });
  const email = watch('LoginFromEmail');

  useEffect(() => {
    document.title = `${t('signIn.title')} · My Skills`;
  }, [t]);

  if (user) return <Navigate to={landingFor(user)} replace />;

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values.LoginFromEmail.trim(), {
      onSuccess: (signedIn) => navigate(landingFor(signedIn), { replace: true }),
    }),
  );

  const emailError = errors.LoginFromEmail
    ? email.trim() === ''
      ? t('validation.required')
      : t('validation.email')
    : undefined;
  const selectedAccount = accounts.data?.some((a) => a.email === email.trim()) ? email.trim() : '';

  return (
    <PublicPageFrame
      footer={
        <Typography variant="caption" color="text.secondary" sx={{ mt: 2 }}>
          {APP_VERSION}
          {options.data
            ? ` · ${tc(`footer.environments.${options.data.environment}`, { defaultValue: options.data.environment })}`
            : ''}
        </Typography>
      }
    >
      <Stack spacing={3} component="form" noValidate onSubmit={onSubmit} aria-labelledby="sign-in-title">
        <Box>
          <Typography id="sign-in-title" variant="h1" component="h1" sx={{ fontSize: '1.75rem' }}>
            My Skills
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('signIn.subtitle')}
          </Typography>
        </Box>

        {signIn.isError ? (
          <Alert severity="error" role="alert" data-testid="sign-in-error">
            {errorMessage(signIn.error)}
          </Alert>
        ) : null}

        {urlError && /^[A-Z_]+$/.test(urlError) ? (
          <Alert severity="error" role="alert" data-testid="sign-in-url-error">
            {tc(`errors:${urlError}`, { defaultValue: tc('errors:UNEXPECTED') })}
          </Alert>
        ) : null}

        {options.data?.oidc ? <MicrosoftSignInButton /> : null}

        {options.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : options.isError ? (
          <Alert severity="error">{errorMessage(options.error)}</Alert>
        ) : devLogin ? (
          <>
            <Alert severity="info" variant="outlined">
              {t('signIn.devNotice')}
            </Alert>
            <TextField
              select
              label={t('signIn.demoAccount')}
              value={selectedAccount}
              onChange={(event) => setValue('LoginFromEmail', event.target.value, { shouldValidate: true })}
              disabled={accounts.isPending || accounts.isError}
              helperText={accounts.isError ? errorMessage(accounts.error) : t('signIn.demoAccountHelp')}
              error={accounts.isError}
              slotProps={{
                select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360, maxWidth: 'none' } } } } },
              }}
              data-testid="demo-account-select"
            >
              {(accounts.data ?? []).map((account) => (
                <MenuItem key={account.email} value={account.email}>
                  <ListItemText
                    primary={`${account.firstName} ${account.lastName}`}
                    secondary={account.roles.map((role) => tc(`roles.${roleCodeOf(role.id)}`)).join(' · ')}
                  />
                </MenuItem>
              ))}
            </TextField>
            <Divider>{t('signIn.or')}</Divider>
            <TextField
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              required
              {...register('LoginFromEmail')}
              error={Boolean(emailError)}
              helperText={emailError}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={signIn.isPending}
              startIcon={signIn.isPending ? <CircularProgress size={18} color="inherit" /> : <LoginOutlined />}
            >
              {t('signIn.submit')}
            </Button>
            {accounts.data && selectedAccount ? (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {accounts.data
                  .find((a) => a.email === selectedAccount)
                  ?.roles.map((role) => (
                    <Chip key={role.id} size="small" label={tc(`roles.${roleCodeOf(role.id)}`)} />
                  ))}
              </Stack>
            ) : null}
          </>
        ) : options.data.oidc ? null : (
          <Alert severity="warning">{t('signIn.noMethod')}</Alert>
        )}

        <Link component={RouterLink} to={paths.reset} variant="body2" sx={{ alignSelf: 'center' }}>
          {t('signIn.forgotPassword')}
        </Link>
      </Stack>
    </PublicPageFrame>
  );
}
