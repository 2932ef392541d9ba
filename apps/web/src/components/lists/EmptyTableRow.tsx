import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** The row a table shows when it has none: one centred cell across its columns. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
