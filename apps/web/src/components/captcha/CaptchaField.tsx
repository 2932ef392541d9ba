import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translatedMessage } from '../form/zod-error-map';

type CaptchaState = 'idle' | 'verifying' | 'verified' | 'failed';

/** How long before the challenge's own end a solved captcha is dropped (it must reach the server in time). */
const EXPIRY_MARGIN_MS = 10_000;

/**
 * The self-hosted captcha (ALTCHA proof of work) as a field of a react-hook-form form: ticking the box fetches a
 * challenge from our server and solves it in Web Workers (no third party); the field's value is then the payload
 * the server verifies once ('' while not solved). The form clears it after each submission (a payload is single
 * use), and it clears itself shortly before the challenge expires.
 */
export function CaptchaField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const statusId = useId();
  const errorId = useId();
  const [busy, setBusy] = useState<'verifying' | 'failed' | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  const onChange = useRef(field.onChange);
  onChange.current = field.onChange;
  const checked = typeof field.value === 'string' && field.value !== '';
  const state: CaptchaState = checked ? 'verified' : (busy ?? 'idle');

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (!checked || expiresAt === null) return;
    const timer = window.setTimeout(() => onChange.current(''), Math.max(0, expiresAt - Date.now() - EXPIRY_MARGIN_MS));
    return () => window.clearTimeout(timer);
  }, [checked, expiresAt]);

  const verify = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy('verifying');
    try {
      const { solveCaptcha } = await import('./solve-captcha');
      const solved = await solveCaptcha(controller);
      if (!solved) return;
      setExpiresAt(solved.expiresAt);
      onChange.current(solved.payload);
      setBusy(null);
    } catch {
      if (!controller.signal.aborted) setBusy('failed');
    }
  };

  const error = translatedMessage(fieldState.error?.message);
  return (
    <Box
      data-testid="captcha"
      data-state={state}
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        px: 1.5,
        py: 0.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Box sx={{ flex: 1 }}>
        <FormControlLabel
          label={t('captcha.label')}
          control={
            <Checkbox
              name={field.name}
              checked={checked}
              onBlur={field.onBlur}
              onChange={() => {
                if (state === 'verifying') return;
                if (checked) onChange.current('');
                else void verify();
              }}
              icon={state === 'verifying' ? <CircularProgress size={20} aria-hidden /> : undefined}
              slotProps={{
                input: {
                  ref: field.ref,
                  'aria-describedby': error ? `${statusId} ${errorId}` : statusId,
                  'aria-invalid': error ? true : undefined,
                  'aria-busy': state === 'verifying' ? true : undefined,
                },
              }}
            />
          }
        />
        <Typography
          id={statusId}
          role="status"
          aria-live="polite"
          variant="caption"
          color={state === 'failed' ? 'error' : 'text.secondary'}
          sx={{ display: 'block', pb: 0.5 }}
        >
          {t(`captcha.${state}`)}
        </Typography>
        {error ? (
          <FormHelperText id={errorId} error sx={{ mt: 0, mb: 0.5 }}>
            {error}
          </FormHelperText>
        ) : null}
      </Box>
      <VerifiedUserOutlined color={checked ? 'success' : 'disabled'} aria-hidden />
    </Box>
  );
}
