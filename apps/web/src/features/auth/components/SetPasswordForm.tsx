import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailSchema } from '@my-skills/shared/schemas/common';
import { linkTokenSchema, savePasswordBody, type CheckLinkAnswer } from '@my-skills/shared/schemas/auth';
import { FormPassword } from '../../../components/form/PasswordField';
import { formResolver } from '../../../components/form/zod-error-map';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { currentUiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useCheckLink } from '../api/check-link';
import { useSavePassword } from '../api/save-password';
import { FailureAlert, PublicTitle, SubmitButton } from './form-parts';
import { PasswordRules } from './PasswordRules';
import { SIGN_IN_TEXTS, type EmailState } from './sign-in-forms';

const setPasswordSchema = z
  .object({
    Password: z.string().min(1).pipe(savePasswordBody.shape.Password),
    ConfirmPassword: z.string().min(1),
  })
  .refine((v) => v.Password === v.ConfirmPassword, { path: ['ConfirmPassword'], message: 'PASSWORD_MISMATCH' });
type SetPasswordValues = z.input<typeof setPasswordSchema>;

/** The e-mailed link (`/reset?token=…&email=…`): checked first, then the new password with its rules. */
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const wellFormed = linkTokenSchema.safeParse(token).success && emailSchema.safeParse(email).success;
  return wellFormed ? <CheckedLink token={token} email={email} /> : <ExpiredLink email={email} />;
}

function CheckedLink({ token, email }: { token: string; email: string }) {
  const link = useCheckLink(email, token);
  if (link.isPending) return <Skeleton variant="rounded" height={260} aria-busy />;
  if (link.isError) return <ExpiredLink email={email} error={link.error} />;
  return <NewPasswordForm token={token} email={email} purpose={link.data.purpose} />;
}

/** 'Link expired - This link is no longer valid', and the way to ask for a new one. */
function ExpiredLink({ email, error }: { email: string; error?: unknown }) {
  const { t } = useTranslation('auth');
  const expired = error === undefined || (isApiError(error) && error.code === 'LINK_EXPIRED');
  return (
    <Stack spacing={3}>
      <PublicTitle title={t('reset.expiredTitle')} />
      <Alert severity="error" data-testid="link-expired">
        {expired ? t('errors:LINK_EXPIRED') : errorMessage(error)}
      </Alert>
      <NewLinkButton email={email} variant="contained" />
    </Stack>
  );
}

function NewPasswordForm({
  token,
  email,
  purpose,
}: {
  token: string;
  email: string;
  purpose: CheckLinkAnswer['purpose'];
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const rulesId = useId();
  const save = useSavePassword();
  const [saved, setSaved] = useState<string | null>(null);
  const { control, handleSubmit, watch } = useForm<SetPasswordValues, unknown, SetPasswordValues>({
    resolver: formResolver(setPasswordSchema, SIGN_IN_TEXTS),
    mode: 'onTouched',
    defaultValues: { Password: '', ConfirmPassword: '' },
  });
  const password = watch('Password');
  const confirmation = watch('ConfirmPassword');
  const mismatch = confirmation !== '' && confirmation !== password;

  const toSignIn = () => navigate(paths.signIn, { state: { email } satisfies EmailState });

  if (saved !== null) {
    return (
      <Stack spacing={3}>
        <PublicTitle title={t('reset.savedTitle')} />
        <Alert severity="success" data-testid="password-saved">
          {saved}
        </Alert>
        <Button variant="contained" size="large" onClick={toSignIn}>
          {t('reset.toSignIn')}
        </Button>
      </Stack>
    );
  }

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { LoginFromEmail: email, Lang: currentUiLanguage(), IDToken: token, ...values },
      { onSuccess: (answer) => setSaved(answer.message || t('reset.saved')) },
    ),
  );
  const linkGone = isApiError(save.error) && save.error.code === 'LINK_EXPIRED';

  return (
    <Stack spacing={2.5} component="form" noValidate onSubmit={onSubmit} aria-labelledby="set-password-title">
      <PublicTitle
        id="set-password-title"
        title={t(purpose === 'first' ? 'reset.firstTitle' : 'reset.resetTitle')}
        subtitle={t('reset.account', { email })}
      />
      <FailureAlert failed={save.isError} error={save.error} testId="set-password-error" />
      {linkGone ? <NewLinkButton email={email} variant="outlined" /> : null}
      {/* The account's e-mail, for the browser's password manager. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormPassword
        control={control}
        name="Password"
        label={t('password.new')}
        autoComplete="new-password"
        required
        describedBy={rulesId}
      />
      <PasswordRules id={rulesId} password={password} />
      <FormPassword
        control={control}
        name="ConfirmPassword"
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        errorText={mismatch ? t('errors:PASSWORD_MISMATCH') : undefined}
      />
      <SubmitButton pending={save.isPending}>{t('reset.save')}</SubmitButton>
    </Stack>
  );
}

/** Back to asking for a link, the e-mail kept. */
function NewLinkButton({ email, variant }: { email: string; variant: 'contained' | 'outlined' }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Button
      variant={variant}
      onClick={() => navigate(paths.reset, { state: { email: email || undefined } satisfies EmailState })}
    >
      {t('reset.newLink')}
    </Button>
  );
}
