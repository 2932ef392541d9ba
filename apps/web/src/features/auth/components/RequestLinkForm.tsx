import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loginResetBody } from '@my-skills/shared/schemas/auth';
import { CaptchaField } from '../../../components/captcha/CaptchaField';
import { FormText } from '../../../components/form/fields';
import { formResolver } from '../../../components/form/zod-error-map';
import { errorMessage } from '../../../lib/error-message';
import { currentUiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useRequestPasswordLink } from '../api/reset-password';
import { captchaSchema, emailOfState, SIGN_IN_TEXTS, type EmailState } from './sign-in-forms';

const requestLinkSchema = loginResetBody.pick({ LoginFromEmail: true }).extend({ Captcha: captchaSchema });
type RequestLinkValues = z.input<typeof requestLinkSchema>;

/**
 * Asks for a first-login or reset link: e-mail and captcha. The answer is always the server's non-revealing
 * message, with the advice to check the spam folder and a way to ask again.
 */
export function RequestLinkForm() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const request = useRequestPasswordLink();
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit, setValue, watch } = useForm<RequestLinkValues, unknown, RequestLinkValues>({
    resolver: formResolver(requestLinkSchema, SIGN_IN_TEXTS),
    defaultValues: { LoginFromEmail: emailOfState(location.state) ?? '', Captcha: '' },
  });
  const typedEmail = watch('LoginFromEmail').trim();

  const onSubmit = handleSubmit((values) =>
    request.mutate(
      { ...values, Lang: currentUiLanguage() },
      {
        onSuccess: (answer) => setSent(answer.message || t('reset.nonRevealing')),
        // A captcha is good for one request.
        onSettled: () => setValue('Captcha', ''),
      },
    ),
  );

  const heading = (
    <Box>
      <Typography variant="h1" component="h1" sx={{ fontSize: '1.6rem' }}>
        {t('reset.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('reset.subtitle')}
      </Typography>
    </Box>
  );
  const backToSignIn = (
    <Link
      component={RouterLink}
      to={paths.signIn}
      state={typedEmail ? ({ email: typedEmail } satisfies EmailState) : undefined}
      variant="body2"
      sx={{ alignSelf: 'center' }}
    >
      {t('reset.backToSignIn')}
    </Link>
  );

  if (sent !== null) {
    return (
      <Stack spacing={3}>
        {heading}
        <Alert severity="success" data-testid="reset-sent">
          {sent}
        </Alert>
        <Typography color="text.secondary" data-testid="reset-spam-advice">
          {t('reset.spamAdvice')}
        </Typography>
        <Button variant="outlined" onClick={() => setSent(null)}>
          {t('reset.again')}
        </Button>
        {backToSignIn}
      </Stack>
    );
  }

  return (
    <Stack spacing={3} component="form" noValidate onSubmit={onSubmit} aria-label={t('reset.title')}>
      {heading}
      {request.isError ? (
        <Alert severity="error" role="alert" data-testid="reset-error">
          {errorMessage(request.error)}
        </Alert>
      ) : null}
      <FormText
        control={control}
        name="LoginFromEmail"
        label={t('signIn.email')}
        type="email"
        autoComplete="email"
        required
        showMissing={false}
      />
      <CaptchaField control={control} name="Captcha" />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={request.isPending}
        startIcon={request.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {t('reset.submit')}
      </Button>
      {backToSignIn}
    </Stack>
  );
}
