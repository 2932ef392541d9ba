import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEnglish, frFR as pickersFrench } from '@mui/x-date-pickers/locales';
import { enGB, fr } from 'date-fns/locale';
import { useUiLanguage, type UiLanguage } from '../../lib/ui-language';

/** The calendar's language and the shown format: dd/MM/yyyy in French, the British English order in English. */
const ADAPTER_LOCALES: Record<UiLanguage, typeof fr> = { fr, en: enGB };
/** Year, then month, then day: one stable list (a new one would send the open calendar back to its first view). */
const VIEWS: ('year' | 'month' | 'day')[] = ['year', 'month', 'day'];
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
  // Where the calendar opens, fixed while it is open (a change would move it back to that view mid-pick): the
  // year first for an empty date (most dates of a file are years back), else the month of the date.
  const [openTo, setOpenTo] = useState<'year' | 'day'>('year');
  const openCalendar = () => {
    if (open) return;
    setOpenTo(value ? 'day' : 'year');
    setOpen(true);
  };
  // Captured on the field's own elements (not the calendar, which React portals elsewhere in the page): the field
  // refuses typing (read-only sections), so a click or an opening key opens the calendar instead.
  const inField = (event: { currentTarget: Element; target: EventTarget }) =>
    !disabled && event.currentTarget.contains(event.target as Node);
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (inField(event)) openCalendar();
  };
  const onKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    if (!inField(event)) return;
    if (event.key === 'Delete' || event.key === 'Backspace') onChange(null);
    else if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openCalendar();
    }
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={ADAPTER_LOCALES[language]}
      localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Box
        onClickCapture={onClickCapture}
        onKeyDownCapture={onKeyDownCapture}
        sx={{ width: fullWidth ? '100%' : undefined }}
      >
        <DatePicker
          label={label}
          value={dateOfDay(value)}
          onChange={(date) => onChange(dayOfDate(date))}
          open={open}
          onOpen={openCalendar}
          onClose={() => setOpen(false)}
          disabled={disabled}
          minDate={dateOfDay(min) ?? undefined}
          views={VIEWS}
          openTo={openTo}
          slotProps={{
            field: { readOnly: true },
            textField: {
              name,
              error,
              helperText,
              size,
              fullWidth,
            },
            actionBar: { actions: ['clear', 'cancel'] },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
