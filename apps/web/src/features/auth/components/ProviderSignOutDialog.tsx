import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SignedOutState } from '../api/logout';

const signOutUrlOf = (state: unknown): string | null => {
  const url = (state as SignedOutState | null)?.providerSignOutUrl;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
};

/**
 * After logging out of a Microsoft work-account session: My Skills' session has ended; the person may end the
 * provider's session on this browser too (a shared computer), or not.
 */
export function ProviderSignOutDialog() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const url = signOutUrlOf(location.state);
  const close = () => navigate(location.pathname + location.search, { replace: true, state: null });
  return (
    <Dialog
      open={url !== null}
      onClose={close}
      aria-labelledby="provider-sign-out-title"
      aria-describedby="provider-sign-out-text"
      data-testid="provider-sign-out"
    >
      <DialogTitle id="provider-sign-out-title">{t('signOut.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="provider-sign-out-text">{t('signOut.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit">
          {t('signOut.notNow')}
        </Button>
        <Button variant="contained" autoFocus onClick={() => url && window.location.assign(url)}>
          {t('signOut.provider')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
