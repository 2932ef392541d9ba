import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/error-message';

/**
 * Above a list: a thin progress bar while it loads (the space kept when not), the error when the read failed,
 * and a polite status line (the count) for screen readers.
 */
export function ListStatus({
  loading,
  loadingLabel,
  isError,
  error,
  inset = true,
  testId,
  children,
}: {
  loading: boolean;
  /** The progress bar's accessible name. */
  loadingLabel: string;
  isError: boolean;
  error: unknown;
  /** Inside a panel's padding (default) or flush with the content around it. */
  inset?: boolean;
  /** The status line's test id. */
  testId?: string;
  /** The status line (the count; empty until the list is read). */
  children: ReactNode;
}) {
  return (
    <>
      <Box sx={{ height: 4, ...(inset ? {} : { mt: 2 }) }}>
        {loading ? <LinearProgress aria-label={loadingLabel} /> : null}
      </Box>
      {isError ? (
        <Alert severity="error" sx={inset ? { mx: 2.5, my: 1 } : { mt: 1 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Typography
        variant="caption"
        color="text.secondary"
        role="status"
        aria-live="polite"
        data-testid={testId}
        sx={inset ? { display: 'block', px: 2.5, py: 0.5 } : { display: 'block', mt: 1 }}
      >
        {children}
      </Typography>
    </>
  );
}
