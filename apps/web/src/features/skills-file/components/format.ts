/** Dates of the skills-file screens, in the interface language. */
const locale = (lng: string) => (lng.startsWith('en') ? 'en-GB' : 'fr-FR');

/** A 'YYYY-MM-DD' day as "12 Mar 2024". */
export const formatDay = (date: string | null | undefined, lng: string) =>
  date
    ? new Intl.DateTimeFormat(locale(lng), { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      )
    : '';

/** A 'YYYY-MM-DD' day as "Mar 2024" (periods of experiences and projects). */
export const formatMonth = (date: string | null | undefined, lng: string) =>
  date
    ? new Intl.DateTimeFormat(locale(lng), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      )
    : '';

/** An ISO timestamp as "12 Mar 2024, 14:05". */
export const formatTimestamp = (iso: string | null | undefined, lng: string) =>
  iso ? new Intl.DateTimeFormat(locale(lng), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '';

/** "Mar 2020 – Jun 2023", "Mar 2020 – today", "" when nothing is known. */
export function formatPeriod(start: string | null, end: string | null, lng: string, today: string) {
  if (!start && !end) return '';
  return `${start ? formatMonth(start, lng) : '…'} – ${end ? formatMonth(end, lng) : today}`;
}
