/**
 * Every date the application shows, in one place and one style per language: a day is "23 Nov 2026", a date-time
 * the same day with the time and no seconds ("23 Nov 2026, 14:05"), a month "Nov 2026"; the date fields (pickers)
 * show "23/11/2026". English uses the British order (day first). A screen never mixes two styles.
 */
import { useMemo } from 'react';
import { uiLanguageOfTag, useUiLanguage, type UiLanguage } from './ui-language';

/** The Intl locale of an interface language. */
export const LOCALE_TAGS: Record<UiLanguage, string> = { fr: 'fr-FR', en: 'en-GB' };

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lng: string, kind: 'dateTime' | 'day' | 'month' | 'time'): Intl.DateTimeFormat {
  const tag = LOCALE_TAGS[uiLanguageOfTag(lng)];
  const key = `${tag}|${kind}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      tag,
      kind === 'dateTime'
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : kind === 'time'
          ? { timeStyle: 'short' }
          : kind === 'day'
            ? { dateStyle: 'medium', timeZone: 'UTC' }
            : { month: 'short', year: 'numeric', timeZone: 'UTC' },
    );
    cache.set(key, format);
  }
  return format;
}

/** An ISO timestamp as "23 Nov 2026, 14:05" in the given language ('' when absent). */
export const formatDateTime = (iso: string | null | undefined, lng: string) =>
  iso ? formatter(lng, 'dateTime').format(new Date(iso)) : '';

/** A 'YYYY-MM-DD' day as "12 Mar 2024" ('' when absent). */
export const formatDay = (date: string | null | undefined, lng: string) =>
  date ? formatter(lng, 'day').format(new Date(`${date}T00:00:00Z`)) : '';

/** A 'YYYY-MM-DD' day as "Mar 2024" (periods of experiences and projects). */
export const formatMonth = (date: string | null | undefined, lng: string) =>
  date ? formatter(lng, 'month').format(new Date(`${date}T00:00:00Z`)) : '';

/** "Mar 2020 – Jun 2023", "Mar 2020 – today", "" when nothing is known. */
export function formatPeriod(start: string | null, end: string | null, lng: string, today: string) {
  if (!start && !end) return '';
  return `${start ? formatMonth(start, lng) : '…'} – ${end ? formatMonth(end, lng) : today}`;
}

/** The time of day formatter of the interface language ("14:05"). */
export function useTimeFormat() {
  const { language } = useUiLanguage();
  return useMemo(() => (at: Date) => formatter(language, 'time').format(at), [language]);
}

/** The date-time formatter of the interface language, following a language switch ('—' when absent). */
export function useDateTimeFormat() {
  const { language } = useUiLanguage();
  return useMemo(() => (iso: string | null | undefined) => formatDateTime(iso, language) || '—', [language]);
}
