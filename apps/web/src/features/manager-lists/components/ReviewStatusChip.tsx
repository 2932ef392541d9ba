import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ReviewListStatus } from '@my-skills/shared/schemas/manager-lists';

const COLORS: Record<ReviewListStatus, 'default' | 'info' | 'warning' | 'success'> = {
  notOpened: 'default',
  draft: 'info',
  submitted: 'warning',
  validated: 'success',
};

/** A business-manager review's status: not opened (outlined), draft, submitted (waiting for the reviewer), validated. */
export function ReviewStatusChip({ status, testId }: { status: ReviewListStatus; testId?: string }) {
  const { t } = useTranslation('managerLists');
  return (
    <Chip
      size="small"
      label={t(`reviewStatus.${status}`)}
      color={COLORS[status]}
      variant={status === 'notOpened' ? 'outlined' : 'filled'}
      data-testid={testId}
    />
  );
}
