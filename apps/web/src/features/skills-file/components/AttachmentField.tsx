import { useId, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@my-skills/shared/constants';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { fileDownloadUrl, useUploadFile } from '../api/upload-file';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,application/pdf,image/*';

export interface AttachmentValue {
  id: number;
  fileName: string | null;
}

/** A download link to an attachment (the server checks who may read it). */
export function AttachmentLink({ idFile, fileName }: { idFile: number; fileName: string | null }) {
  const { t } = useTranslation('skillsFile');
  return (
    <Link
      href={fileDownloadUrl(idFile)}
      download={fileName ?? true}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      data-testid="attachment-link"
    >
      <FileDownloadOutlined fontSize="small" aria-hidden />
      {fileName ?? t('attachment.download')}
    </Link>
  );
}

/** Attach a diploma or certificate (PDF, image or Word, 10 MB at most) to a row, or remove it. */
export function AttachmentField({
  idUser,
  value,
  onChange,
}: {
  idUser: number;
  value: AttachmentValue | null;
  onChange: (value: AttachmentValue | null) => void;
}) {
  const { t } = useTranslation('skillsFile');
  const notify = useNotify();
  const upload = useUploadFile();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LIMITS.attachmentMaxBytes) {
      notify(t('attachment.tooLarge'), 'error');
      return;
    }
    upload.mutate(
      { idUser, file },
      {
        onSuccess: ({ data }) => onChange({ id: data.id, fileName: data.fileName }),
        onError: (error) => notify(errorMessage(error), 'error'),
      },
    );
  };

  return (
    <Box>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 1 }}>
        {t('attachment.label')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {value ? (
          <Chip
            icon={<AttachFileOutlined />}
            label={value.fileName ?? t('attachment.download')}
            onDelete={() => onChange(null)}
            deleteIcon={undefined}
            variant="outlined"
            data-testid="attachment-chip"
          />
        ) : null}
        <Button
          variant="outlined"
          size="small"
          startIcon={<AttachFileOutlined />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-describedby={`${id}-help`}
        >
          {upload.isPending ? t('attachment.uploading') : value ? t('attachment.replace') : t('attachment.add')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={onFile}
          aria-labelledby={`${id}-label`}
          data-testid="attachment-input"
        />
      </Box>
      <FormHelperText id={`${id}-help`}>{t('attachment.help')}</FormHelperText>
    </Box>
  );
}
