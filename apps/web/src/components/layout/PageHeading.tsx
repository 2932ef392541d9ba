import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page's title (the one h1) and its one-line explanation. `id` lets a section name itself by the title. */
export function PageHeading({ title, subtitle, id }: { title: ReactNode; subtitle: ReactNode; id?: string }) {
  return (
    <>
      <Typography id={id} variant="h1" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {subtitle}
      </Typography>
    </>
  );
}
