import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { roleCodeOf } from '../../lib/role-labels';

/**
 * Column shapes several lists share (docs/decisions/019): a person's name as a link to the document the row is
 * about, and the role as an enumeration named in the interface language. Each list still names its own fields.
 */

/** The name column: "First Last" in bold, a link to `to(row)` opened from the list (`state`). */
export function nameLinkColumn<Row extends GridValidRowModel>({
  headerName,
  to,
  label,
  testId,
  state,
  field = 'name',
}: {
  headerName: string;
  to: (row: Row) => string;
  /** The link's accessible name (what it opens). */
  label: (row: Row) => string;
  testId: (row: Row) => string;
  /** The router state the opened page reads (where it was opened from). */
  state?: unknown;
  field?: string;
}): GridColDef<Row> {
  return {
    field,
    headerName,
    flex: 1,
    minWidth: 190,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={to(row)}
        state={state}
        aria-label={label(row)}
        sx={{ fontWeight: 600 }}
        data-testid={testId(row)}
      >
        {row.firstName} {row.lastName}
      </Link>
    ),
  };
}

/** The role column: filtered among `options` (role ids as strings), each named by the common texts' roles. */
export function roleColumn<Row extends GridValidRowModel & { role: { id: number; name: string } }>(
  tCommon: TFunction,
  headerName: string,
  options: readonly (string | number)[],
  width = 160,
): GridColDef<Row> {
  return {
    field: 'role',
    headerName,
    width,
    type: 'singleSelect',
    valueOptions: options.map((id) => ({ value: String(id), label: tCommon(`roles.${roleCodeOf(Number(id))}`) })),
    renderCell: ({ row }) => tCommon(`roles.${roleCodeOf(row.role.id)}`, { defaultValue: row.role.name }),
  };
}
