import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CampaignStatus } from '@my-skills/shared/schemas/manager-lists';
import { STATUS_COLORS } from './status';

/**
 * An evaluation's campaign status; a late one also says where it stands (draft, submitted, or never opened).
 */
export function CampaignStatusChip({
  status,
  eaStatus,
  testId,
}: {
  status: CampaignStatus;
  eaStatus: number | null;
  testId?: string;
}) {
  const { t } = useTranslation('managerLists');
  const label =
    status === 'late'
      ? t('status.lateWith', { stage: eaStatus === null ? t('status.notStarted') : t(`eaStatus.${eaStatus}`) })
      : t(`status.${status}`);
  return (
    <Chip
      size="small"
      label={label}
      color={STATUS_COLORS[status].chip}
      variant={status === 'notStarted' ? 'outlined' : 'filled'}
      data-testid={testId}
    />
  );
}
