import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A list screen's panel: an outlined section named by its title, with the title and the filters on one toolbar
 * (wrapping on narrow screens), then the list (status, table, pagination).
 */
export function ListPanel({
  titleId,
  title,
  titleSpacing,
  filters,
  children,
}: {
  /** The title's id: it names the section (and usually the table). */
  titleId: string;
  title: ReactNode;
  /** A right margin after the title (theme spacing). */
  titleSpacing?: number;
  /** The toolbar's fields after the title. */
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ borderRadius: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ p: 2.5, pb: 1.5, alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 2 }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          sx={titleSpacing === undefined ? { fontWeight: 600 } : { fontWeight: 600, mr: titleSpacing }}
        >
          {title}
        </Typography>
        {filters}
      </Stack>
      {children}
    </Paper>
  );
}
