import type { KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import { useTranslation } from 'react-i18next';

/** Keys that move focus or close things stay usable; everything else would type into the date. */
const NAVIGATION_KEYS = new Set(['Tab', 'Escape', 'Enter']);

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' / null when empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  min?: string;
  name?: string;
}

/**
 * A date that is picked, never typed (spec: dates are picked; empty dates are sent as null): keystrokes are
 * refused, a click opens the browser's calendar, Delete/Backspace or the clear button empties it.
 */
export function DateField({ label, value, onChange, error, helperText, disabled, min, name }: DateFieldProps) {
  const { t } = useTranslation('skillsFile');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (NAVIGATION_KEYS.has(event.key)) return;
    event.preventDefault();
    if (event.key === 'Delete' || event.key === 'Backspace') onChange(null);
    if (event.key === ' ' || event.key === 'ArrowDown') {
      try {
        event.currentTarget.showPicker();
      } catch {
        // showPicker is unavailable: the calendar button of the field still works.
      }
    }
  };
  return (
    <TextField
      type="date"
      name={name}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onKeyDown={onKeyDown}
      onPaste={(event) => event.preventDefault()}
      onClick={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.tagName === 'INPUT' && !disabled) {
          try {
            input.showPicker();
          } catch {
            // Not allowed here: the calendar button of the field still works.
          }
        }
      }}
      error={error}
      helperText={helperText}
      disabled={disabled}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min, 'aria-description': t('form.datePicked') },
        input: {
          endAdornment:
            value && !disabled ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={t('form.clearDate', { label })} onClick={() => onChange(null)}>
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
