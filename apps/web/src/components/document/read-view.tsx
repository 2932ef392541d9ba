import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const blank = (value: ReactNode) =>
  value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/**
 * A value of a document read as a document (decision 017): its label, then the text with its line breaks — never a
 * disabled input. An empty value shows as "Not filled in", or not at all with `hideEmpty` (an empty comment).
 */
export function ReadField({
  label,
  value,
  hideEmpty = false,
  testId,
}: {
  label: string;
  value: ReactNode;
  hideEmpty?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('document');
  if (hideEmpty && blank(value)) return null;
  return (
    <Box data-testid={testId}>
      <Typography
        component="p"
        variant="caption"
        color="text.secondary"
        sx={{ fontWeight: 600, letterSpacing: 0.2, display: 'block' }}
      >
        {label}
      </Typography>
      {blank(value) ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('read.empty')}
        </Typography>
      ) : (
        <Typography component="div" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      )}
    </Box>
  );
}

/** Read fields side by side on wide screens (as FieldRow lays out inputs). */
export function ReadGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: columns === 3 ? 'repeat(3, minmax(0, 1fr))' : '1fr 1fr' },
      }}
    >
      {children}
    </Box>
  );
}

/** A subheading inside a document section. */
export function ReadHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}
