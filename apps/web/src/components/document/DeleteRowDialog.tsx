import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';

/** Confirmation before a row leaves its document. */
export function DeleteRowDialog({
  name,
  question,
  onCancel,
  onConfirm,
  pending,
}: {
  /** The row's name; null when closed. */
  name: string | null;
  /** The question, naming the row ("Remove “Java” from the file?"). */
  question: (name: string) => string;
  onCancel: () => void;
  onConfirm: () => void;
  pending?: boolean;
}) {
  const { t } = useTranslation('document');
  return (
    <ConfirmDialog
      open={name !== null}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmDisabled={pending}
      confirmLabel={t('actions.delete')}
    >
      <Typography>{question(name ?? '')}</Typography>
    </ConfirmDialog>
  );
}
