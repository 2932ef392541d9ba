import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exchange } from '@my-skills/shared/schemas/exchanges';

/** Date and time in the interface language (seconds shown: the relay works in seconds). */
export function useDateTimeFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : '—');
  }, [i18n.language]);
}

/** The translated kind of message ('boond.checkConnection' → 'Test de connexion'), else the raw kind. */
export function useKindLabel() {
  const { t } = useTranslation('exchanges');
  return (kind: string) => t(`kinds.${kind}`, { defaultValue: kind });
}

/** 'Skills file no. 12', 'System'. */
export function useObjectLabel() {
  const { t } = useTranslation('exchanges');
  return (exchange: Pick<Exchange, 'objectType' | 'objectId'>) => {
    const type = t(`objectTypes.${exchange.objectType}`, { defaultValue: exchange.objectType });
    return exchange.objectId === null ? type : t('object', { type, id: exchange.objectId });
  };
}

export const canRetry = (state: Exchange['state']) => state === 'failed' || state === 'cancelled';
export const canCancel = (state: Exchange['state']) => state === 'pending' || state === 'failed';
