import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/** Confirmation before something is deleted (a row of a document, an entry of a reference list). */
export function DeleteDialog({
  name,
  question,
  notice,
  onCancel,
  onConfirm,
  pending,
}: {
  /** What is deleted, by its name; null when closed. */
  name: string | null;
  /** The question, naming it ("Remove “Java” from the file?"). */
  question: (name: string) => string;
  /** What else to know (e.g. "in use: it will be deactivated, not deleted"), under the question. */
  notice?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={name !== null}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmDisabled={pending}
      confirmLabel={t('dialog.delete')}
    >
      <Typography>{question(name ?? '')}</Typography>
      {notice ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {notice}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
