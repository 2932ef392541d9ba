import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDownloadDc, type DcExportFormat } from '../api/download-dc';

/** Export of a file as Word or PDF (GET /api/SpireDoc/downLoadDC), saved by the browser. */
export function ExportMenu({ idDc, size = 'medium' }: { idDc: number; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('skillsFile');
  const notify = useNotify();
  const download = useDownloadDc();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (format: DcExportFormat) => {
    setAnchor(null);
    download.mutate(
      { idDc, format },
      {
        onError: (error) =>
          notify(
            !isApiError(error) || error.code === 'NOT_FOUND' ? t('export.notAvailable') : errorMessage(error),
            'error',
          ),
      },
    );
  };
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        startIcon={<FileDownloadOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={download.isPending}
        aria-haspopup="menu"
        data-testid={`export-${idDc}`}
      >
        {download.isPending ? t('export.preparing') : t('export.label')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('docx')}>
          <ListItemIcon>
            <ArticleOutlined fontSize="small" />
          </ListItemIcon>
          {t('export.word')}
        </MenuItem>
        <MenuItem onClick={() => run('pdf')}>
          <ListItemIcon>
            <PictureAsPdfOutlined fontSize="small" />
          </ListItemIcon>
          {t('export.pdf')}
        </MenuItem>
      </Menu>
    </>
  );
}
