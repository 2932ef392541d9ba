import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-client';
import {
  documentViewPath,
  useDownloadDocument,
  type ExportedDocument,
  type ExportFormat,
} from '../../lib/document-export';
import { documentTypeOf } from '../../lib/document-types';
import { errorMessage } from '../../lib/error-message';
import { useNotify } from '../notifications/NotificationProvider';

/** Export of a document as Word or PDF, saved by the browser, or read as PDF in the app's document view. */
export function ExportMenu({ document, size = 'medium' }: { document: ExportedDocument; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('document');
  const notify = useNotify();
  const navigate = useNavigate();
  const download = useDownloadDocument();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The evaluation's export may list the evidence under each rated skill (issue 22 §3).
  const withEvidence = 'exportWithEvidence' in documentTypeOf(document.kind);
  const run = (format: ExportFormat, evidence = false) => {
    setAnchor(null);
    download.mutate(
      { document, format, withEvidence: evidence },
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
        data-testid={`export-${document.id}`}
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
        {withEvidence ? (
          <MenuItem onClick={() => run('docx', true)}>
            <ListItemIcon>
              <ArticleOutlined fontSize="small" />
            </ListItemIcon>
            {t('export.wordEvidence')}
          </MenuItem>
        ) : null}
        {withEvidence ? (
          <MenuItem onClick={() => run('pdf', true)}>
            <ListItemIcon>
              <PictureAsPdfOutlined fontSize="small" />
            </ListItemIcon>
            {t('export.pdfEvidence')}
          </MenuItem>
        ) : null}
        <MenuItem onClick={() => void navigate(documentViewPath(document))}>
          <ListItemIcon>
            <VisibilityOutlined fontSize="small" />
          </ListItemIcon>
          {t('export.view')}
        </MenuItem>
      </Menu>
    </>
  );
}
