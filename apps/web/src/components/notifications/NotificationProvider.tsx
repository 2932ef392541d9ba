import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { NOTIFICATION_DURATION_MS, PLAIN_NOTIFICATION_DURATION_MS } from '@my-skills/shared/constants';
import { splitNotificationLines } from '../../lib/notification-lines';

/** success and error hide after 2 s; a plain notification (no severity) after 6 s. */
export type NotificationKind = 'success' | 'error' | 'warning' | 'plain';

interface Notification {
  id: number;
  kind: NotificationKind;
  text: string;
}

type Notify = (text: string, kind?: NotificationKind) => void;

const NotificationContext = createContext<Notify>(() => undefined);

export const durationOf = (kind: NotificationKind) =>
  kind === 'plain' ? PLAIN_NOTIFICATION_DURATION_MS : NOTIFICATION_DURATION_MS;

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((text, kind = 'plain') => {
    setCurrent({ id: Date.now(), kind, text });
    setOpen(true);
  }, []);

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const lines = splitNotificationLines(current?.text);
  const content = lines.map((line, index) => (
    <Box component="span" key={index} sx={{ display: 'block' }}>
      {line}
    </Box>
  ));

  return (
    <NotificationContext.Provider value={notify}>
      {children}
      {/*
       * Each notification in a body child of its own, added when it shows: an open dialog hides the rest of the page
       * from assistive technologies (aria-hidden on the body's other children, set when it opened), so a notification
       * inside the app's root — a save confirmed by a dialog, shown while the dialog closes — would not be announced.
       */}
      {current ? (
        <Portal key={current.id}>
          <Snackbar
            key={current?.id}
            open={open}
            autoHideDuration={current ? durationOf(current.kind) : null}
            onClose={handleClose}
            // At the bottom left, as Material's guidelines place it: at the top it covered the header's title and menus,
            // centred it covered the middle of the page (an evaluation's chart). Document saves report in their header.
            anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          >
            {current?.kind === 'plain' ? (
              <Alert
                onClose={() => setOpen(false)}
                severity="info"
                variant="filled"
                icon={false}
                sx={{ minWidth: 320, bgcolor: 'grey.800', color: 'common.white' }}
              >
                {content}
              </Alert>
            ) : (
              <Alert
                onClose={() => setOpen(false)}
                severity={current?.kind ?? 'info'}
                variant="filled"
                sx={{ minWidth: 320 }}
              >
                {content}
              </Alert>
            )}
          </Snackbar>
        </Portal>
      ) : null}
    </NotificationContext.Provider>
  );
}

/** notify(text, 'success' | 'error' | 'warning' | 'plain'); '&&' in the text starts a new line. */
export const useNotify = () => useContext(NotificationContext);
