import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { TrainingWish } from '@my-skills/shared/schemas/trainings';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { deleteTrainingFile } from '../api/delete-file';
import { saveTrainingFile, trainingFileUrl } from '../api/save-file';

/** The wish's diplomas and certificates: downloaded by whoever reads it; added and deleted by whoever manages it. */
export function TrainingAttachments({ wish, onChanged }: { wish: TrainingWish; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation('trainings');
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      notify(success, 'success');
      await onChanged();
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {t('attachments.title')}
      </Typography>
      {wish.attachments.length === 0 ? (
        <Typography color="text.secondary">{t('attachments.empty')}</Typography>
      ) : (
        <List dense data-testid="training-attachments">
          {wish.attachments.map((file) => (
            <ListItem
              key={file.id}
              secondaryAction={
                wish.rights.manage ? (
                  <IconButton
                    edge="end"
                    aria-label={t('attachments.delete', { name: file.fileName })}
                    disabled={busy}
                    onClick={() =>
                      void run(() => deleteTrainingFile({ id: file.id, idUserFile: wish.idUser }), t('form.saved'))
                    }
                  >
                    <DeleteOutline />
                  </IconButton>
                ) : null
              }
            >
              <Link href={trainingFileUrl(file.id)} download={file.fileName}>
                {file.fileName}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
      {wish.rights.edit ? (
        <div>
          <input
            ref={input}
            type="file"
            hidden
            accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx"
            data-testid="training-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void run(() => saveTrainingFile({ idTraining: wish.id, file }), t('attachments.uploaded'));
            }}
          />
          <Button startIcon={<AttachFile />} disabled={busy} onClick={() => input.current?.click()}>
            {t('attachments.add')}
          </Button>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('attachments.hint')}
          </Typography>
        </div>
      ) : null}
    </Stack>
  );
}
