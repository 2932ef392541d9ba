import Chip from '@mui/material/Chip';

/** The state of an entry of a reference list: active (filled, green) or deactivated (outlined, grey). */
export function ActiveChip({
  active,
  labels,
  testId,
}: {
  active: boolean;
  labels: { active: string; inactive: string };
  testId?: string;
}) {
  return (
    <Chip
      size="small"
      label={active ? labels.active : labels.inactive}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      data-testid={testId}
    />
  );
}
