import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import type { ObjectState } from '@my-skills/shared/schemas/exchanges';
import { errorLine } from './DeliveryPanel';

/** Before submit or validate: the fields still to fill, as `isDCDataOK` lists them. */
export function MissingDataDialog({ items, onClose }: { items: string[] | null; onClose: () => void }) {
  const { t } = useTranslation('skillsFile');
  const titleId = useId();
  return (
    <Dialog
      open={items !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="missing-dialog"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberOutlined color="warning" aria-hidden />
        {t('missing.title')}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('missing.intro')}</Typography>
        <List dense>
          {(items ?? []).map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <ErrorOutlineOutlined color="error" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Sending to BoondManager failed: the details and the retry guide; OK tells support and reloads. */
export function SendFailedDialog({ state, onClose }: { state: ObjectState | null; onClose: () => void }) {
  const { t } = useTranslation('skillsFile');
  const titleId = useId();
  const failed = (state?.messages ?? []).filter((m) => m.state === 'failed');
  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="send-failed-dialog"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberOutlined color="warning" aria-hidden />
        {t('delivery.failedTitle')}
      </DialogTitle>
      <DialogContent>
        <Typography>{t('delivery.failedMessage')}</Typography>
        <Box component="ul" sx={{ pl: 3, my: 1.5 }}>
          {failed.map((message) => (
            <li key={message.id}>
              <Typography variant="body2">
                <strong>{t(`delivery.kinds.${message.kind}`, { defaultValue: message.kind })}</strong> —{' '}
                {errorLine(message.lastError) || t('delivery.noDetail')}
              </Typography>
            </li>
          ))}
        </Box>
        <Alert severity="info">{t('delivery.retryGuide')}</Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Someone else saved the file in the meantime: the server's message and a reload. */
export function ConflictDialog({
  message,
  onReload,
  onClose,
}: {
  message: string | null;
  onReload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('skillsFile');
  const titleId = useId();
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="conflict-dialog"
    >
      <DialogTitle id={titleId}>{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning">{message}</Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={onReload} autoFocus>
          {t('conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
