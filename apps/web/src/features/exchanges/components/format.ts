import { useTranslation } from 'react-i18next';
import type { Exchange } from '@my-skills/shared/schemas/exchanges';

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
