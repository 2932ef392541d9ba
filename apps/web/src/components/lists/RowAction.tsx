import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** An action of a list's row: a small icon button with its tooltip (the action) and its name (the action on the row). */
export function RowAction({
  title,
  label,
  icon,
  onClick,
  color,
  disabled,
}: {
  /** The tooltip: "Edit". */
  title: string;
  /** The accessible name: "Edit “Java”". */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'primary' | 'error';
  disabled?: boolean;
}) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" color={color} aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
