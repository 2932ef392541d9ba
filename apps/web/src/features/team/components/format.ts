import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A date and time in the interface language ('—' when absent). */
export function useDateTimeFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
      dateStyle: 'short',
      timeStyle: 'short',
    });
    return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : '—');
  }, [i18n.language]);
}

/** The skills-file languages the team screen shows, in this order (the API answers French then English). */
export const FILE_LANGUAGES = [1, 2] as const;
