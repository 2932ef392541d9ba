import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, 'default' | 'info' | 'success'> = { 1: 'default', 2: 'info', 3: 'success' };

/** An evaluation's status (1 draft, 2 submitted, 3 validated), or "not started" when none. */
export function EaStatusChip({ status, late }: { status: number | null; late?: boolean }) {
  const { t } = useTranslation('evaluation');
  return (
    <>
      <Chip
        size="small"
        color={status === null ? 'default' : (COLORS[status] ?? 'default')}
        variant={status === null ? 'outlined' : 'filled'}
        label={t(`status.${status ?? 'none'}`)}
        data-testid="ea-status"
        data-status={status ?? 0}
      />
      {late ? <Chip size="small" color="error" label={t('late')} data-testid="ea-late" sx={{ ml: 0.5 }} /> : null}
    </>
  );
}
