import { useState, type KeyboardEvent } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEnglish, frFR as pickersFrench } from '@mui/x-date-pickers/locales';
import { enGB, fr } from 'date-fns/locale';
import { useUiLanguage, type UiLanguage } from '../../lib/ui-language';

/** The calendar's language and the shown format: dd/MM/yyyy in French, the British English order in English. */
const ADAPTER_LOCALES: Record<UiLanguage, typeof fr> = { fr, en: enGB };
const PICKER_TEXTS: Record<UiLanguage, typeof pickersFrench> = { fr: pickersFrench, en: pickersEnglish };

/** 'YYYY-MM-DD' → a local date (no time zone shift), or null. */
export function dateOfDay(day: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** A local date → 'YYYY-MM-DD', or null when empty or invalid. */
export function dayOfDate(date: Date | null): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' / null when empty. */
  value: string | null | undefined;
  /** The picked day as 'YYYY-MM-DD'; null when emptied (the spec sends empty dates as null). */
  onChange: (value: string | null) => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  /** 'YYYY-MM-DD': days before it cannot be picked. */
  min?: string;
  name?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * A date that is picked, never typed (the spec: dates are picked; empty dates are sent as null): MUI X's date picker
 * in the interface language, whose field refuses keystrokes. A click, Enter, Space or ArrowDown opens the calendar
 * (year, then month, then day); Delete or Backspace, or "Clear" in the calendar, empties it.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
  helperText,
  disabled,
  min,
  name,
  size,
  fullWidth = true,
}: DateFieldProps) {
  const { language } = useUiLanguage();
  const [open, setOpen] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    if (event.key === 'Delete' || event.key === 'Backspace') onChange(null);
    else if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={ADAPTER_LOCALES[language]}
      localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DatePicker
        label={label}
        value={dateOfDay(value)}
        onChange={(date) => onChange(dayOfDate(date))}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disabled={disabled}
        minDate={dateOfDay(min) ?? undefined}
        views={['year', 'month', 'day']}
        openTo={value ? 'day' : 'year'}
        slotProps={{
          field: { readOnly: true },
          textField: {
            name,
            error,
            helperText,
            size,
            fullWidth,
            onClick: () => !disabled && setOpen(true),
            onKeyDown,
          },
          actionBar: { actions: ['clear', 'cancel'] },
        }}
      />
    </LocalizationProvider>
  );
}
