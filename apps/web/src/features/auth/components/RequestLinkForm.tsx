import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loginResetBody } from '@my-skills/shared/schemas/auth';
import { CaptchaField } from '../../../components/captcha/CaptchaField';
import { formResolver } from '../../../components/form/zod-error-map';
import { currentUiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useRequestPasswordLink } from '../api/reset-password';
import { EmailField, FailureAlert, PublicTitle, SubmitButton } from './form-parts';
import { captchaSchema, emailOfState, emailState, SIGN_IN_TEXTS } from './sign-in-forms';

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

  const heading = <PublicTitle title={t('reset.title')} subtitle={t('reset.subtitle')} />;
  const backToSignIn = (
    <Link
      component={RouterLink}
      to={paths.signIn}
      state={emailState(typedEmail)}
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
      <FailureAlert failed={request.isError} error={request.error} testId="reset-error" />
      <EmailField control={control} name="LoginFromEmail" autoComplete="email" />
      <CaptchaField control={control} name="Captcha" />
      <SubmitButton pending={request.isPending}>{t('reset.submit')}</SubmitButton>
      {backToSignIn}
    </Stack>
  );
}
