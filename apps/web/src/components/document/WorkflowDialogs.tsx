import { useId, type ReactNode } from 'react';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';
import type { ObjectState } from '@my-skills/shared/schemas/exchanges';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import type { DocumentKind } from '../../lib/document-types';
import { deliveryKindLabel, errorLine } from './DeliveryPanel';

/**
 * The frame of the workflow dialogs: a small dialog named by its title (with a warning sign when `warning`), its
 * content, and its actions (by default OK, which closes it).
 */
function WorkflowDialog({
  open,
  onClose,
  testId,
  title,
  warning,
  actions,
  children,
}: {
  open: boolean;
  onClose: () => void;
  testId: string;
  title: string;
  warning?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('document');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid={testId}>
      {warning ? (
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <WarningAmberOutlined color="warning" aria-hidden />
          {title}
        </DialogTitle>
      ) : (
        <DialogTitle id={titleId}>{title}</DialogTitle>
      )}
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {actions ?? (
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('actions.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** One entry of the missing-data dialog: a section (or a field), and the fields of it still to fill. */
export interface MissingItem {
  title: string;
  fields?: string[];
}

/**
 * Before submit or validate: what is still to fill (part 1 §5: "lists the missing required fields"), after the
 * document's intro — each section with the names of its missing fields.
 */
export function MissingDataDialog({
  items,
  intro,
  onClose,
}: {
  items: MissingItem[] | null;
  intro: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('document');
  return (
    <WorkflowDialog open={items !== null} onClose={onClose} testId="missing-dialog" title={t('missing.title')} warning>
      <Typography sx={{ mb: 1 }}>{intro}</Typography>
      <List dense>
        {(items ?? []).map((item) => (
          <ListItem key={item.title} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              <ErrorOutlineOutlined color="error" fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={item.title}
              secondary={
                item.fields && item.fields.length > 0 ? (
                  <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="missing-fields">
                    {item.fields.map((field) => (
                      <li key={field}>{field}</li>
                    ))}
                  </Box>
                ) : undefined
              }
              slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
            />
          </ListItem>
        ))}
      </List>
    </WorkflowDialog>
  );
}

/** Sending to BoondManager failed: the details and the document's retry guide; OK tells support and reloads. */
export function SendFailedDialog({
  state,
  kind,
  retryGuide,
  onClose,
}: {
  state: ObjectState | null;
  kind: DocumentKind;
  retryGuide: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('document');
  const failed = (state?.messages ?? []).filter((m) => m.state === 'failed');
  return (
    <WorkflowDialog
      open={state !== null}
      onClose={onClose}
      testId="send-failed-dialog"
      title={t('delivery.failedTitle')}
      warning
    >
      <Typography>{t('delivery.failedMessage')}</Typography>
      <Box component="ul" sx={{ pl: 3, my: 1.5 }}>
        {failed.map((message) => (
          <li key={message.id}>
            <Typography variant="body2">
              <strong>{deliveryKindLabel(t, kind, message.kind)}</strong> —{' '}
              {errorLine(message.lastError) || t('delivery.noDetail')}
            </Typography>
          </li>
        ))}
      </Box>
      <Alert severity="info">{retryGuide}</Alert>
    </WorkflowDialog>
  );
}

/** Someone else saved the document in the meantime: the server's message and a reload. */
export function ConflictDialog({
  message,
  labels,
  onReload,
  onClose,
}: {
  message: string | null;
  /** The document's own words ("File changed in the meantime", "Reload the file"). */
  labels: { title: string; reload: string };
  onReload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('document');
  return (
    <WorkflowDialog
      open={message !== null}
      onClose={onClose}
      testId="conflict-dialog"
      title={labels.title}
      actions={
        <>
          <Button onClick={onClose} color="inherit">
            {t('actions.cancel')}
          </Button>
          <Button variant="contained" onClick={onReload} autoFocus>
            {labels.reload}
          </Button>
        </>
      }
    >
      <Alert severity="warning">{message}</Alert>
    </WorkflowDialog>
  );
}

/**
 * The confirmation of a workflow action (submit, validate, send back…): the document's question and, for the actions
 * that keep one in the history, an optional comment (≤ 500 characters).
 */
export function WorkflowConfirmDialog({
  open,
  question,
  confirmLabel,
  commentLabel,
  comment,
  onCommentChange,
  onConfirm,
  onCancel,
  pending,
}: {
  open: boolean;
  question: string;
  confirmLabel?: string;
  /** Shown with a comment field when given. */
  commentLabel?: string;
  comment: string;
  onCommentChange: (comment: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
}) {
  return (
    <ConfirmDialog
      open={open}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmDisabled={pending}
      confirmLabel={confirmLabel}
    >
      <Typography>{question}</Typography>
      {commentLabel ? (
        <TextField
          label={commentLabel}
          value={comment}
          onChange={(event) => onCommentChange(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      ) : null}
    </ConfirmDialog>
  );
}
