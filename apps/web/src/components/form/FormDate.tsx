/**
 * A date of a form, in a module of its own: the date pickers load with the forms that have a date, not with every form
 * (the sign-in page's e-mail field no longer brings them).
 */
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from './DateField';
import { blank, type BaseProps } from './fields';
import { translatedMessage } from './zod-error-map';

/** A date of a form: picked, never typed; empty is null. */
export function FormDate<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  min,
  required,
  disabled,
}: BaseProps<T, TOut> & { min?: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const missing = required && blank(field.value);
  return (
    <DateField
      name={field.name}
      label={label}
      value={field.value as string | null}
      onChange={field.onChange}
      error={Boolean(fieldState.error) || missing}
      helperText={translatedMessage(fieldState.error?.message) ?? (missing ? t('form.errors.required') : undefined)}
      min={min}
      disabled={disabled}
    />
  );
}
