/** The parts the public pages' forms share: their title, the failure, the e-mail field and the submit button. */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormText } from '../../../components/form/fields';
import { errorMessage } from '../../../lib/error-message';

/** The page's one h1, with its explanation under it. */
export function PublicTitle({ id, title, subtitle }: { id?: string; title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Box>
      <Typography id={id} variant="h1" component="h1" sx={{ fontSize: '1.6rem' }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The last call's failure in words (announced), nothing while there is none. */
export function FailureAlert({ failed, error, testId }: { failed: boolean; error: unknown; testId: string }) {
  return failed ? (
    <Alert severity="error" role="alert" data-testid={testId}>
      {errorMessage(error)}
    </Alert>
  ) : null;
}

/** The e-mail address of a sign-in or link form ('This field is required' only once the form is sent). */
export function EmailField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  autoComplete = 'username',
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  autoComplete?: 'username' | 'email';
}) {
  const { t } = useTranslation('auth');
  return (
    <FormText
      control={control}
      name={name}
      label={t('signIn.email')}
      type="email"
      autoComplete={autoComplete}
      required
      showMissing={false}
    />
  );
}

/** The form's main button: a spinner in place of its icon while the call runs (and not pressed twice). */
export function SubmitButton({ pending, icon, children }: { pending: boolean; icon?: ReactNode; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : icon}
    >
      {children}
    </Button>
  );
}
