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
  children,
}: {
  loading: boolean;
  /** The progress bar's accessible name. */
  loadingLabel: string;
  isError: boolean;
  error: unknown;
  /** The status line (the count; empty until the list is read). */
  children: ReactNode;
}) {
  return (
    <>
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={loadingLabel} /> : null}</Box>
      {isError ? (
        <Alert severity="error" sx={{ mx: 2.5, my: 1 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Typography
        variant="caption"
        color="text.secondary"
        role="status"
        aria-live="polite"
        sx={{ display: 'block', px: 2.5, py: 0.5 }}
      >
        {children}
      </Typography>
    </>
  );
}
