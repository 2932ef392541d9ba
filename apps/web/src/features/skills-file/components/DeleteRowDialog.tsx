import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';

/** Confirmation before a row leaves the file. */
export function DeleteRowDialog({
  name,
  onCancel,
  onConfirm,
  pending,
}: {
  /** The row's name; null when closed. */
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  pending?: boolean;
}) {
  const { t } = useTranslation('skillsFile');
  return (
    <ConfirmDialog
      open={name !== null}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmDisabled={pending}
      confirmLabel={t('actions.delete')}
    >
      <Typography>{t('actions.confirmDelete', { name: name ?? '' })}</Typography>
    </ConfirmDialog>
  );
}
