import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Read by screen readers, never shown: a 1 × 1 px clipped box. Sizes are written in px on purpose — in MUI's `sx`,
 * `width: 1` means 100 % (a hidden column header once took 1 374 × 5 764 px and made tables scroll sideways).
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
} as const;

/** A text for screen readers only (a column header of row actions, a chart's summary…). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
