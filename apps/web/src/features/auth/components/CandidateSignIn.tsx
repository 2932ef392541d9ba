import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { loginAuthenticationBody, type CurrentUser } from '@my-skills/shared/schemas/auth';
import { CaptchaField } from '../../../components/captcha/CaptchaField';
import { FormPassword } from '../../../components/form/PasswordField';
import { formResolver } from '../../../components/form/zod-error-map';
import { paths } from '../../../lib/paths';
import { useSignIn } from '../api/sign-in';
import { EmailField, FailureAlert, SubmitButton } from './form-parts';
import { captchaSchema, emailState, SIGN_IN_TEXTS } from './sign-in-forms';

const candidateSignInSchema = loginAuthenticationBody.pick({ LoginFromEmail: true }).extend({
  Password: z.string().min(1).max(256),
  Captcha: captchaSchema,
});
type CandidateSignInForm = z.input<typeof candidateSignInSchema>;

/**
 * The candidates' sign-in on the onboarding host: e-mail, password and the captcha, the link to set a password
 * (first login or forgotten) and the candidate memo in short. Each try uses up its captcha: it is cleared after.
 */
export function CandidateSignIn({ email, onSignedIn }: { email?: string; onSignedIn: (user: CurrentUser) => void }) {
  const { t } = useTranslation('auth');
  const memoId = useId();
  const signIn = useSignIn();
  const { control, handleSubmit, setValue, watch } = useForm<CandidateSignInForm, unknown, CandidateSignInForm>({
    resolver: formResolver(candidateSignInSchema, SIGN_IN_TEXTS),
    defaultValues: { LoginFromEmail: email ?? '', Password: '', Captcha: '' },
  });
  const typedEmail = watch('LoginFromEmail').trim();

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: () => setValue('Captcha', ''),
    }),
  );

  return (
    <Stack spacing={3}>
      <Stack spacing={2.5} component="form" noValidate onSubmit={onSubmit} aria-label={t('candidate.form')}>
        <FailureAlert failed={signIn.isError} error={signIn.error} testId="sign-in-error" />
        <EmailField control={control} name="LoginFromEmail" />
        <FormPassword
          control={control}
          name="Password"
          label={t('password.label')}
          autoComplete="current-password"
          required
        />
        <CaptchaField control={control} name="Captcha" />
        <SubmitButton pending={signIn.isPending} icon={<LoginOutlined />}>
          {t('signIn.submit')}
        </SubmitButton>
        <Link
          component={RouterLink}
          to={paths.reset}
          state={emailState(typedEmail)}
          variant="body2"
          sx={{ alignSelf: 'center' }}
        >
          {t('signIn.forgotPassword')}
        </Link>
      </Stack>
      <Box component="section" aria-labelledby={memoId} sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2 }}>
        <Typography id={memoId} component="h2" variant="subtitle2">
          {t('candidate.memo.title')}
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
          {(['first', 'password', 'file'] as const).map((step) => (
            <li key={step}>{t(`candidate.memo.${step}`)}</li>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('candidate.memo.guide')}
        </Typography>
      </Box>
    </Stack>
  );
}
