import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to 'Confirmation'. */
  title?: ReactNode;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: ReactNode;
  /** Defaults to 'Cancel'. */
  cancelLabel?: ReactNode;
  /** Disables the Confirm button (e.g. while a choice is missing or the action runs). */
  confirmDisabled?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const contentId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title ?? t('dialog.confirmationTitle')}</DialogTitle>
      <DialogContent id={contentId}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit">
          {cancelLabel ?? t('dialog.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={confirmDisabled} autoFocus>
          {confirmLabel ?? t('dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
