import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CvImportLog } from '@my-skills/shared/schemas/cv-import';
import { errorMessage } from '../../../lib/error-message';
import { useCvJson } from '../api/get-cv';

/** What was extracted from an import's CV: the lines read in reading order (page by page), and the rows found. */
export function CvJsonDialog({ log, onClose }: { log: CvImportLog | null; onClose: () => void }) {
  const { t } = useTranslation('cvImport');
  const json = useCvJson(log?.id ?? null);
  const data = json.data;
  return (
    <Dialog open={log !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="cv-json-title">
      <DialogTitle id="cv-json-title">{t('logs.extractionOf', { name: log?.fileName ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {json.isPending ? <LinearProgress aria-label={t('logs.loading')} /> : null}
        {json.isError ? <Alert severity="error">{errorMessage(json.error)}</Alert> : null}
        {data ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('logs.extractionSummary', {
                pages: data.pages,
                lines: data.lines.length,
                experiences: data.proposal.experiences.length,
                skills: data.proposal.skills.length,
              })}
              {data.ocr ? ` · ${t('logs.columns.ocr')}` : ''}
            </Typography>
            <Box
              component="pre"
              tabIndex={0}
              aria-label={t('logs.linesRead')}
              sx={{ whiteSpace: 'pre-wrap', fontSize: '0.85rem', bgcolor: 'action.hover', p: 1.5, m: 0 }}
            >
              {data.lines.map((line) => line.text).join('\n')}
            </Box>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('logs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
