import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { DC_STATUSES } from '@my-skills/shared/constants';

const COLORS: Record<number, 'default' | 'info' | 'warning' | 'success'> = {
  [DC_STATUSES.NEW]: 'default',
  [DC_STATUSES.DRAFT]: 'info',
  [DC_STATUSES.SUBMITTED]: 'warning',
  [DC_STATUSES.VALIDATED]: 'success',
  [DC_STATUSES.ARCHIVED]: 'default',
};

/** The status of a skills file (new, draft, submitted, validated, archived) as a coloured chip. */
export function DcStatusChip({ status, size = 'small' }: { status: number; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('skillsFile');
  return (
    <Chip
      data-testid="dc-status"
      data-status={status}
      label={t(`status.${status}`, { defaultValue: String(status) })}
      color={COLORS[status] ?? 'default'}
      variant={status === DC_STATUSES.NEW || status === DC_STATUSES.ARCHIVED ? 'outlined' : 'filled'}
      size={size}
      sx={{ fontWeight: 600 }}
    />
  );
}
