import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { useTimeFormat } from '../../lib/dates';
import type { DocumentEditor } from './document-editor';

/**
 * The document header's edit buttons: "Edit" while reading; while editing, "Save", "Done" (saves, then reads again)
 * and, once something changed, "Discard changes" (asks first).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document's editor
export function EditorButtons({ editor }: { editor: DocumentEditor<any> }) {
  const { t } = useTranslation('document');
  const [discarding, setDiscarding] = useState(false);
  if (!editor.editing) {
    return editor.canEdit ? (
      <Button variant="contained" startIcon={<EditOutlined />} onClick={editor.start} data-testid="edit-document">
        {t('editor.edit')}
      </Button>
    ) : null;
  }
  const saving = editor.status === 'saving';
  return (
    <>
      <Button
        variant="contained"
        startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveOutlined />}
        onClick={() => void editor.save()}
        disabled={!editor.dirty || saving}
        data-testid="save-document"
      >
        {t('editor.save')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<CheckOutlined />}
        onClick={() => void editor.finish()}
        disabled={saving}
        data-testid="finish-editing"
      >
        {t('editor.finish')}
      </Button>
      {editor.dirty ? (
        <Button
          color="inherit"
          startIcon={<UndoOutlined />}
          onClick={() => setDiscarding(true)}
          disabled={saving}
          data-testid="discard-changes"
        >
          {t('editor.discard')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={discarding}
        title={t('editor.discardTitle')}
        onCancel={() => setDiscarding(false)}
        onConfirm={() => {
          setDiscarding(false);
          editor.discard();
        }}
        confirmLabel={t('editor.discard')}
        cancelLabel={t('editor.keepEditing')}
      >
        <Typography>{t('editor.discardQuestion')}</Typography>
      </ConfirmDialog>
    </>
  );
}

/** The strip under the header while editing: unsaved, saving, saved at…, or the failure with the input kept. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document's editor
export function EditorStatusLine({ editor }: { editor: DocumentEditor<any> }) {
  const { t } = useTranslation('document');
  const time = useTimeFormat();
  if (!editor.editing) return null;
  if (editor.status === 'error' && editor.error)
    return (
      <Alert severity="error" role="alert" sx={{ borderRadius: 0 }} data-testid="save-error">
        {t('editor.failed')} {editor.error}
      </Alert>
    );
  const text =
    editor.status === 'saving'
      ? t('editor.saving')
      : editor.status === 'dirty'
        ? t('editor.unsaved')
        : editor.status === 'saved' && editor.savedAt
          ? t('editor.savedAt', { time: time(editor.savedAt) })
          : t('editor.editing');
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="editor-status"
      data-status={editor.status}
      sx={{
        px: 2.5,
        py: 0.75,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        bgcolor: 'action.hover',
      }}
    >
      {editor.status === 'saved' ? <CloudDoneOutlined fontSize="small" color="success" aria-hidden /> : null}
      {editor.status === 'dirty' ? <EditNoteOutlined fontSize="small" color="warning" aria-hidden /> : null}
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
