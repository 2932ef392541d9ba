import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page's title (the one h1) and its one-line explanation. `id` lets a section name itself by the title; `action`
 * (e.g. an "Add" button) stands beside them, below them on narrow screens.
 */
export function PageHeading({
  title,
  subtitle,
  id,
  action,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  id?: string;
  action?: ReactNode;
}) {
  const heading = (
    <>
      <Typography id={id} variant="h1" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: action ? 0 : 3 }}>
        {subtitle}
      </Typography>
    </>
  );
  if (!action) return heading;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mb: 3 }}>
      <Box sx={{ flex: 1 }}>{heading}</Box>
      {action}
    </Stack>
  );
}
