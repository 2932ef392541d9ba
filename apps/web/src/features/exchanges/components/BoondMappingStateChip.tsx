import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import WarningAmber from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import type { BoondMappingState } from '@my-skills/shared/schemas/boond-mapping';

type ChipColor = 'success' | 'info' | 'warning' | 'error' | 'default';

/**
 * Colour and icon per state (the icon repeats what the colour says). The theme's success, info, warning and error
 * carry their contrast text at 4.5:1 or more; "not sent" is outlined grey (a decision, nothing to do).
 */
const LOOK: Record<BoondMappingState, { color: ChipColor; icon: ReactElement }> = {
  decided: { color: 'success', icon: <CheckCircleOutline /> },
  notSent: { color: 'default', icon: <BlockOutlined /> },
  proposed: { color: 'info', icon: <HelpOutline /> },
  missing: { color: 'error', icon: <ErrorOutline /> },
  stale: { color: 'warning', icon: <WarningAmber /> },
};

/** The state of one of our values in the mapping, as a coloured chip. */
export function BoondMappingStateChip({ state }: { state: BoondMappingState }) {
  const { t } = useTranslation('exchanges');
  const look = LOOK[state];
  return (
    <Chip
      label={t(`mapping.states.${state}`)}
      color={look.color}
      icon={look.icon}
      size="small"
      variant={state === 'notSent' ? 'outlined' : 'filled'}
      data-testid="mapping-state"
      data-state={state}
    />
  );
}
