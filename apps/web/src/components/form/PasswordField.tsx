import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translatedMessage } from './zod-error-map';

/** A password of a form, hidden by default with a button that shows it; the browser's password manager fills it. */
export function FormPassword<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  required,
  describedBy,
  helperText,
  errorText,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  /** The id of what explains the field further (e.g. the rules a new password must follow). */
  describedBy?: string;
  helperText?: string;
  /** A failure the form finds itself (e.g. the confirmation differs), shown when the rules found none. */
  errorText?: string;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [visible, setVisible] = useState(false);
  const id = useId();
  const error = translatedMessage(fieldState.error?.message) ?? errorText;
  const helper = error ?? helperText;
  // MUI names its helper text `<id>-helper-text`; what the field is described by keeps it.
  const description = [describedBy, helper ? `${id}-helper-text` : undefined].filter(Boolean).join(' ');
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required={required}
      error={Boolean(error)}
      helperText={helper}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 128, ...(description ? { 'aria-describedby': description } : {}) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                aria-label={t(visible ? 'form.password.hide' : 'form.password.show')}
                aria-pressed={visible}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
