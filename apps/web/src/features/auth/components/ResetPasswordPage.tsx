import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginAuthenticationBody } from '@my-skills/shared/schemas/auth';
import { paths } from '../../../lib/paths';
import { PublicPageFrame } from './PublicPageFrame';

const resetFormSchema = loginAuthenticationBody.pick({ LoginFromEmail: true });
interface ResetForm {
  LoginFromEmail: string;
}

/**
 * Password reset (first login and forgotten password). The reset call belongs to the candidate onboarding
 * service, which this server does not offer yet: the form validates but cannot be sent, and says so.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const {
    register,
    watch,
    formState: { errors, isValid },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    mode: 'onTouched',
    defaultValues: { LoginFromEmail: '' },
  });
  const email = watch('LoginFromEmail');

  useEffect(() => {
    document.title = `${t('reset.title')} · My Skills`;
  }, [t]);

  const emailError = errors.LoginFromEmail
    ? email.trim() === ''
      ? t('validation.required')
      : t('validation.email')
    : undefined;

  return (
    <PublicPageFrame>
      <Stack
        spacing={3}
        component="form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        aria-labelledby="reset-title"
      >
        <Box>
          <Typography id="reset-title" variant="h1" component="h1" sx={{ fontSize: '1.6rem' }}>
            {t('reset.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('reset.subtitle')}
          </Typography>
        </Box>
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          required
          {...register('LoginFromEmail')}
          error={Boolean(emailError)}
          helperText={emailError ?? t('reset.nonRevealing')}
        />
        <Alert severity="info" data-testid="reset-unavailable">
          {t('reset.unavailable')}
        </Alert>
        <Button type="submit" variant="contained" size="large" disabled aria-disabled data-valid={isValid}>
          {t('reset.submit')}
        </Button>
        <Link component={RouterLink} to={paths.signIn} variant="body2" sx={{ alignSelf: 'center' }}>
          {t('reset.backToSignIn')}
        </Link>
      </Stack>
    </PublicPageFrame>
  );
}
