import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@my-skills/shared/constants';
import { translatedMessage } from './zod-error-map';

export const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

export interface BaseProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  /** Circled in red while empty (the field is required before the row, or the document, is complete). */
  required?: boolean;
  /** Shown, not editable (e.g. the other side of a two-sided document). */
  disabled?: boolean;
}

/**
 * A text field of a form (react-hook-form + MUI): the rule that failed in words (see formResolver), red while a
 * required value is missing; long texts count their characters up to their maximum.
 */
export function FormText<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  required,
  multiline,
  maxLength = multiline ? LIMITS.textMax : LIMITS.shortTextMax,
  autoFocus,
  disabled,
  helperText,
  type,
  autoComplete,
  showMissing = true,
}: BaseProps<T, TOut> & {
  multiline?: boolean;
  maxLength?: number;
  autoFocus?: boolean;
  helperText?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Circled in red while a required value is empty (documents); false: only once validation fails (sign-in). */
  showMissing?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | null | undefined) ?? '';
  // A disabled field's counter would be drawn in the disabled colour (below the contrast minimum), and says nothing.
  const missing = showMissing && required && blank(value);
  const helper =
    translatedMessage(fieldState.error?.message) ??
    (missing
      ? t('form.errors.required')
      : multiline && !disabled
        ? t('form.counter', { count: value.length, max: maxLength })
        : helperText);
  return (
    <TextField
      {...field}
      value={value}
      inputRef={field.ref}
      label={label}
      required={required}
      error={Boolean(fieldState.error) || missing}
      helperText={helper}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      maxRows={multiline ? 12 : undefined}
      autoFocus={autoFocus}
      disabled={disabled}
      type={type}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

type BooleanProps<T extends FieldValues, TOut extends FieldValues> = Omit<BaseProps<T, TOut>, 'required'>;

/** A yes/no of a form with its label, as a checkbox or a switch. */
function FormBoolean<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  disabled,
  toggle: Toggle,
}: BooleanProps<T, TOut> & { toggle: typeof Checkbox | typeof Switch }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Toggle
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}

/** A yes/no choice of a form (e.g. "send the invitation now"). */
export function FormCheckbox<T extends FieldValues, TOut extends FieldValues>(props: BooleanProps<T, TOut>) {
  return <FormBoolean {...props} toggle={Checkbox} />;
}

/** A yes/no of a form shown as a switch (e.g. "Active"). */
export function FormSwitch<T extends FieldValues, TOut extends FieldValues>(props: BooleanProps<T, TOut>) {
  return <FormBoolean {...props} toggle={Switch} />;
}

/** A select of a form (numbers or codes); red while a required value is missing. */
export function FormSelect<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  required,
  options,
  emptyLabel,
  disabled,
}: BaseProps<T, TOut> & { options: { value: string | number; label: string }[]; emptyLabel?: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = field.value as string | number | null | undefined;
  const missing = required && (blank(value) || value === 0);
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label={label}
      required={required}
      value={value ?? ''}
      onChange={(event) => {
        const raw = event.target.value;
        const option = options.find((o) => String(o.value) === String(raw));
        field.onChange(option ? option.value : null);
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      error={Boolean(fieldState.error) || missing}
      helperText={translatedMessage(fieldState.error?.message) ?? (missing ? t('form.errors.required') : undefined)}
      fullWidth
      slotProps={{
        select: { displayEmpty: Boolean(emptyLabel) },
        inputLabel: emptyLabel ? { shrink: true } : undefined,
      }}
    >
      {emptyLabel ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
