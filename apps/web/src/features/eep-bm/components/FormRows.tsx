import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useFieldArray } from 'react-hook-form';
import { EmptyRows } from '../../../components/document/section-layout';
import { useEditorOf } from '../../../components/document/document-editor';
import type { ActionRowValues, EepBmFormValues, LanguageRowValues } from './eep-bm-form';

type RowsName = 'languages' | 'otherActions';
type RowOf<N extends RowsName> = N extends 'languages' ? LanguageRowValues : ActionRowValues;

/**
 * Rows of the review typed in its one form (language skills, next-year actions): while editing, one box per row with
 * its fields and a remove button, and "Add"; they go with the one save as a whole set.
 */
export function FormRows<N extends RowsName>({
  name,
  blankRow,
  labels,
  row,
  testId,
}: {
  name: N;
  blankRow: RowOf<N>;
  labels: { add: string; empty: string; remove: (index: number) => string };
  /** The row's fields (paths `${name}.${index}.…`). */
  row: (index: number) => ReactNode;
  testId: string;
}) {
  const { form } = useEditorOf<EepBmFormValues>();
  // The form's array of this name; the generic name keeps one editor for both kinds of rows.
  const { fields, append, remove } = useFieldArray({ control: form.control, name: name as 'languages' });
  return (
    <Stack spacing={1.5} data-testid={testId}>
      {fields.length === 0 ? <EmptyRows text={labels.empty} /> : null}
      {fields.map((field, index) => (
        <Paper
          key={field.id}
          variant="outlined"
          sx={{ p: 2, borderRadius: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          data-testid={`${testId}-row-${index}`}
        >
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 2 }}>{row(index)}</Box>
          <Tooltip title={labels.remove(index)}>
            <IconButton onClick={() => remove(index)} aria-label={labels.remove(index)} color="error" size="small">
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Paper>
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          variant="outlined"
          onClick={() => append(blankRow as LanguageRowValues)}
          data-testid={`add-${testId}`}
        >
          {labels.add}
        </Button>
      </Box>
    </Stack>
  );
}
