import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Sync from '@mui/icons-material/Sync';
import { useTranslation } from 'react-i18next';
import type { OutboxState } from '@my-skills/shared/schemas/exchanges';

type ChipColor = 'info' | 'primary' | 'success' | 'error' | 'default';

/** Colour and icon per state: the icon repeats what the colour says. */
const LOOK: Record<OutboxState, { color: ChipColor; icon: ReactElement }> = {
  pending: { color: 'info', icon: <HourglassEmpty /> },
  processing: { color: 'primary', icon: <Sync /> },
  sent: { color: 'success', icon: <CheckCircleOutline /> },
  failed: { color: 'error', icon: <ErrorOutline /> },
  cancelled: { color: 'default', icon: <BlockOutlined /> },
};

/** The delivery state of an outbox message, as a coloured chip. */
export function ExchangeStateChip({ state, size = 'small' }: { state: OutboxState; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('exchanges');
  const look = LOOK[state];
  return (
    <Chip
      label={t(`states.${state}`)}
      color={look.color}
      icon={look.icon}
      size={size}
      variant={state === 'cancelled' ? 'outlined' : 'filled'}
      data-testid="exchange-state"
      data-state={state}
    />
  );
}
