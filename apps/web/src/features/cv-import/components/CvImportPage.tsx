import { useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { CV_IMPORT_MAX_BYTES, type CvImport } from '@my-skills/shared/schemas/cv-import';
import { PageHeading } from '../../../components/layout/PageHeading';
import { errorMessage } from '../../../lib/error-message';
import { importCv } from '../api/import-cv';
import { CvReview } from './CvReview';
import { fileProblem } from './review-state';

type Step =
  | { step: 'choose' }
  | { step: 'uploading'; sent: number; total: number }
  | { step: 'reading' }
  | { step: 'review'; cvImport: CvImport };

/** A size as "240 ko" below a megabyte, else "1,4 Mo". */
const sizeOf = (bytes: number, lng: string) =>
  bytes < 1024 * 1024
    ? new Intl.NumberFormat(lng, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        Math.max(1, bytes / 1024),
      )
    : new Intl.NumberFormat(lng, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        bytes / 1024 / 1024,
      );

/**
 * /page/dc/import?idUser=&idLang=: a CV (.docx or .pdf) read into a proposed skills file. The file's language (the
 * interface's by default), the CV picked or dropped (its extension and size checked here, its content by the
 * server), sent with the upload's progress, then read by the server (a few seconds; OCR for a scan); then the review.
 */
export function CvImportPage({ idUser, defaultIdLang }: { idUser: number; defaultIdLang: number }) {
  const { t, i18n } = useTranslation('cvImport');
  const [idLang, setIdLang] = useState(defaultIdLang);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<Step>({ step: 'choose' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const issue = fileProblem(picked);
    setProblem(
      issue
        ? t(`upload.problem.${issue}`, { name: picked.name, max: sizeOf(CV_IMPORT_MAX_BYTES, i18n.language) })
        : null,
    );
    setFile(issue ? null : picked);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const read = async () => {
    if (!file) return;
    setProblem(null);
    setState({ step: 'uploading', sent: 0, total: file.size });
    try {
      const cvImport = await importCv({
        idUser,
        idLang,
        file,
        onProgress: (sent, total) => setState({ step: 'uploading', sent, total }),
        onUploaded: () => setState({ step: 'reading' }),
      });
      setState({ step: 'review', cvImport });
    } catch (error) {
      setProblem(errorMessage(error));
      setState({ step: 'choose' });
    }
  };

  if (state.step === 'review') {
    return <CvReview cvImport={state.cvImport} />;
  }
  const busy = state.step !== 'choose';
  const percent = state.step === 'uploading' && state.total > 0 ? Math.round((state.sent / state.total) * 100) : 0;

  return (
    <Box component="section" aria-labelledby="cv-import-title">
      <PageHeading id="cv-import-title" title={t('upload.title')} subtitle={t('upload.subtitle')} />
      <Card sx={{ maxWidth: 760 }}>
        <CardContent>
          <Stack spacing={3}>
            <FormControl disabled={busy}>
              <FormLabel id="cv-import-language">{t('upload.language')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="cv-import-language"
                value={String(idLang)}
                onChange={(event) => setIdLang(Number(event.target.value))}
              >
                <FormControlLabel value="1" control={<Radio />} label={t('upload.languages.1')} />
                <FormControlLabel value="2" control={<Radio />} label={t('upload.languages.2')} />
              </RadioGroup>
            </FormControl>
            <Box
              onDragOver={(event) => {
                event.preventDefault();
                if (!busy) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={busy ? undefined : onDrop}
              data-testid="cv-drop-zone"
              sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: dragging ? 'primary.main' : 'divider',
                borderRadius: 2,
                p: 4,
                textAlign: 'center',
                bgcolor: dragging ? 'action.hover' : undefined,
              }}
            >
              <UploadFileOutlined aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
              <Typography sx={{ mt: 1 }}>{t('upload.drop')}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('upload.formats', { max: sizeOf(CV_IMPORT_MAX_BYTES, i18n.language) })}
              </Typography>
              <input
                ref={input}
                type="file"
                hidden
                accept=".docx,.pdf,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                onChange={(event) => {
                  choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
                data-testid="cv-file-input"
              />
              <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
                {t('upload.choose')}
              </Button>
              {file ? (
                <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="cv-chosen-file">
                  {t('upload.chosen', { name: file.name, size: sizeOf(file.size, i18n.language) })}
                </Typography>
              ) : null}
            </Box>
            {problem ? (
              <Alert severity="error" data-testid="cv-import-error">
                {problem}
              </Alert>
            ) : null}
            {state.step === 'uploading' ? (
              <Box role="status">
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {t('upload.sending', { percent })}
                </Typography>
                <LinearProgress variant="determinate" value={percent} aria-label={t('upload.sending', { percent })} />
              </Box>
            ) : null}
            {state.step === 'reading' ? (
              <Box role="status" data-testid="cv-reading">
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {t('upload.reading')}
                </Typography>
                <LinearProgress aria-label={t('upload.reading')} />
              </Box>
            ) : null}
            <Box>
              <Button variant="contained" onClick={() => void read()} disabled={!file || busy} data-testid="cv-read">
                {t('upload.read')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
