import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { dataProtectionQueryKey } from '../api/audit-search';
import { downloadPersonData, type ExportProgress, type SavedExport } from '../api/person-data-export';
import { PersonPicker } from './PersonPicker';

type Outcome = { kind: 'done'; saved: SavedExport } | { kind: 'failed'; message: string };

/**
 * A person's data on request (issue 23 §2b): the DPO picks an employee or a candidate and downloads everything the
 * application holds on them as one ZIP (summary.pdf, data.json, their files). The ZIP is written while it is sent:
 * the panel shows what the server announced (sections, records, files) and the bytes received so far, then a clear
 * success or failure. Each export is written in the audit trail.
 */
export function PersonDataPanel() {
  const { t, i18n } = useTranslation('personData');
  const [personId, setPersonId] = useState<number | undefined>(undefined);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const abort = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => () => abort.current?.abort(), []);

  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: bytes >= 1024 * 1024 ? 1 : 0,
    }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  const run = async () => {
    if (personId === undefined) return;
    abort.current = new AbortController();
    setRunning(true);
    setOutcome(null);
    setProgress(null);
    try {
      const saved = await downloadPersonData(personId, setProgress, abort.current.signal);
      setOutcome({ kind: 'done', saved });
      // The export is in the trail now: the audit tab reads it again.
      void queryClient.invalidateQueries({ queryKey: [...dataProtectionQueryKey, 'audit'] });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setRunning(false);
      setProgress(null);
    }
  };

  const expected = progress?.expected;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <PersonPicker
            label={t('person')}
            value={personId}
            onChange={(id) => {
              setPersonId(id);
              setOutcome(null);
            }}
            testId="person-data-person"
          />
          <Button
            variant="contained"
            startIcon={<FileDownload />}
            disabled={personId === undefined || running}
            onClick={() => void run()}
            data-testid="person-data-export"
            sx={{ flexShrink: 0 }}
          >
            {t('export')}
          </Button>
        </Stack>
        {running ? (
          <Stack spacing={0.5} data-testid="person-data-progress">
            <LinearProgress aria-label={t('progressLabel')} />
            <Typography variant="body2" role="status" aria-live="polite">
              {expected
                ? t('progress', {
                    received: size(progress.received),
                    sections: count(expected.sections),
                    rows: count(expected.rows),
                    files: count(expected.files),
                    fileBytes: size(expected.fileBytes),
                  })
                : t('preparing')}
            </Typography>
          </Stack>
        ) : null}
        {outcome?.kind === 'done' ? (
          <Alert severity="success" data-testid="person-data-done">
            {t('done', {
              fileName: outcome.saved.fileName,
              size: size(outcome.saved.size),
              rows: count(outcome.saved.expected.rows),
              files: count(outcome.saved.expected.files),
            })}
          </Alert>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <Alert severity="error" data-testid="person-data-failed">
            {t('failed', { message: outcome.message })}
          </Alert>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {t('note')}
        </Typography>
      </Stack>
    </Paper>
  );
}
