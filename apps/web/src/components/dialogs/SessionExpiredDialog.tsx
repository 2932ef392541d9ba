import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSessionExpired } from '../../lib/session';

/** Blocking: shown as soon as a call answers 401 while a user is stored; only Reconnect leaves it. */
export function SessionExpiredDialog({ onReconnect }: { onReconnect: () => void }) {
  const { t } = useTranslation();
  const expired = useSessionExpired();
  return (
    <Dialog open={expired} aria-labelledby="session-expired-title" aria-describedby="session-expired-text">
      <DialogTitle id="session-expired-title">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LockClockOutlined color="warning" />
          <span>{t('sessionExpired.title')}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">{t('sessionExpired.message')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onReconnect} autoFocus>
          {t('sessionExpired.reconnect')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
