import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginAuthenticationBody, type CurrentUser } from '@my-skills/shared/schemas/auth';
import { formResolver } from '../../../components/form/zod-error-map';
import { errorMessage } from '../../../lib/error-message';
import { roleCodeOf } from '../../../lib/role-labels';
import { useDevAccounts } from '../api/get-dev-accounts';
import { useSignIn } from '../api/sign-in';
import { EmailField, FailureAlert, SubmitButton } from './form-parts';
import { SIGN_IN_TEXTS } from './sign-in-forms';

const devSignInSchema = loginAuthenticationBody.pick({ LoginFromEmail: true });
interface DevSignInForm {
  LoginFromEmail: string;
}

/** The development sign-in (main host, when enabled): a demo account or any known e-mail, no password. */
export function DevSignIn({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const accounts = useDevAccounts(true);
  const signIn = useSignIn();
  const { control, handleSubmit, setValue, watch } = useForm<DevSignInForm>({
    resolver: formResolver(devSignInSchema, SIGN_IN_TEXTS),
    defaultValues: { LoginFromEmail: '' },
  });
  const email = watch('LoginFromEmail').trim();
  const selected = accounts.data?.find((a) => a.email === email);

  const onSubmit = handleSubmit((values) =>
    signIn.mutate({ LoginFromEmail: values.LoginFromEmail, isDevModeRessource: true }, { onSuccess: onSignedIn }),
  );

  return (
    <Stack spacing={3} component="form" noValidate onSubmit={onSubmit} aria-label={t('signIn.devForm')}>
      <FailureAlert failed={signIn.isError} error={signIn.error} testId="sign-in-error" />
      <Alert severity="info" variant="outlined">
        {t('signIn.devNotice')}
      </Alert>
      <TextField
        select
        label={t('signIn.demoAccount')}
        value={selected ? email : ''}
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
      <EmailField control={control} name="LoginFromEmail" />
      <SubmitButton pending={signIn.isPending} icon={<LoginOutlined />}>
        {t('signIn.submit')}
      </SubmitButton>
      {selected ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {selected.roles.map((role) => (
            <Chip key={role.id} size="small" label={tc(`roles.${roleCodeOf(role.id)}`)} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
