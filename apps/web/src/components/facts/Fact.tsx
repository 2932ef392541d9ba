import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One fact of a description list (inside a `dl`): its label in small capitals above its value. */
export function Fact({
  label,
  children,
  wrapAnywhere = false,
  fullRow = false,
}: {
  label: string;
  children: ReactNode;
  /** Long values (keys, ids) may break anywhere. */
  wrapAnywhere?: boolean;
  /** Spans every column of a grid list. A `dl` holds only dt/dd groups in one `div` each: never wrap a Fact. */
  fullRow?: boolean;
}) {
  return (
    <Box sx={fullRow ? { gridColumn: '1 / -1' } : undefined}>
      <Typography
        component="dt"
        variant="caption"
        color="text.secondary"
        sx={{ textTransform: 'uppercase', letterSpacing: 0.5, fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={wrapAnywhere ? { m: 0, mt: 0.25, overflowWrap: 'anywhere' } : { m: 0, mt: 0.25 }}>
        {children}
      </Typography>
    </Box>
  );
}
