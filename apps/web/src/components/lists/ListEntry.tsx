import type { ReactNode } from 'react';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';

/**
 * One entry of a list (<ul>): a list only holds <li> elements, so a clickable row (ListItemButton, a link…) or the
 * "nothing found" line sits in one.
 */
export function ListEntry({ children }: { children: ReactNode }) {
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {children}
    </ListItem>
  );
}

/** The line of an empty list. */
export function EmptyListEntry({ text }: { text: string }) {
  return (
    <ListEntry>
      <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
        {text}
      </Typography>
    </ListEntry>
  );
}
