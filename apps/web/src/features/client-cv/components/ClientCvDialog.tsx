import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  clientCvExportBody,
  type ClientCvAnonymisation,
  type ClientCvExportBody,
} from '@my-skills/shared/schemas/client-cv';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useExportClientCv } from '../api/export-client-cv';

type Format = ClientCvExportBody['format'];

/** A radio group with its legend. */
function Choice<T extends string | number>({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  name: string;
}) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        name={name}
        value={String(value)}
        onChange={(_e, v) => onChange(options.find((o) => String(o.value) === v)!.value)}
      >
        {options.map((o) => (
          <FormControlLabel
            key={String(o.value)}
            value={String(o.value)}
            control={<Radio />}
            label={o.label}
            data-testid={`client-cv-${name}-${o.value}`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Exports a person's skills file as an anonymised client CV: the file's language, Word or PDF, initials or a
 * reference instead of the name, optionally filtered to a pasted staffing need. The server renders and logs it; the
 * browser saves the file.
 */
export function ClientCvDialog({
  open,
  onClose,
  idUser,
  idLang = 1,
  need = '',
}: {
  open: boolean;
  onClose: () => void;
  idUser: number;
  idLang?: number;
  /** A need already pasted (the skills search's), to start from. */
  need?: string;
}) {
  const { t } = useTranslation('clientCv');
  const notify = useNotify();
  const exporting = useExportClientCv();
  const [lang, setLang] = useState<1 | 2>(idLang === 2 ? 2 : 1);
  const [format, setFormat] = useState<Format>('docx');
  const [anonymisation, setAnonymisation] = useState<ClientCvAnonymisation>('initials');
  const [reference, setReference] = useState('');
  const [needText, setNeedText] = useState(need);
  const [referenceError, setReferenceError] = useState<string | null>(null);

  const submit = () => {
    const parsed = clientCvExportBody.safeParse({
      idUser,
      idLang: lang,
      format,
      anonymisation,
      ...(anonymisation === 'reference' ? { reference } : {}),
      ...(needText.trim() ? { need: needText } : {}),
    });
    if (!parsed.success) {
      setReferenceError(t('dialog.referenceInvalid'));
      return;
    }
    setReferenceError(null);
    exporting.mutate(parsed.data, {
      onSuccess: (file) => {
        notify(t('dialog.done', { fileName: file.fileName }), 'success');
        onClose();
      },
    });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="client-cv-dialog-title">
      <DialogTitle id="client-cv-dialog-title">{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Alert severity="info" variant="outlined">
            {t('dialog.intro')}
          </Alert>
          <Choice
            name="lang"
            label={t('dialog.language')}
            value={lang}
            onChange={setLang}
            options={[
              { value: 1, label: t('languages.1') },
              { value: 2, label: t('languages.2') },
            ]}
          />
          <Choice
            name="format"
            label={t('dialog.format')}
            value={format}
            onChange={setFormat}
            options={[
              { value: 'docx', label: t('formats.docx') },
              { value: 'pdf', label: t('formats.pdf') },
            ]}
          />
          <Choice
            name="anonymisation"
            label={t('dialog.anonymisation')}
            value={anonymisation}
            onChange={setAnonymisation}
            options={[
              { value: 'initials', label: t('anonymisations.initials') },
              { value: 'reference', label: t('anonymisations.reference') },
            ]}
          />
          {anonymisation === 'reference' ? (
            <TextField
              label={t('dialog.reference')}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              required
              error={Boolean(referenceError)}
              helperText={referenceError ?? t('dialog.referenceHelp')}
              slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'client-cv-reference' } }}
            />
          ) : null}
          <TextField
            label={t('dialog.need')}
            helperText={t('dialog.needHelp')}
            value={needText}
            onChange={(e) => setNeedText(e.target.value)}
            multiline
            minRows={3}
            maxRows={10}
            slotProps={{ htmlInput: { maxLength: 8000, 'data-testid': 'client-cv-need' } }}
          />
          {exporting.isError ? (
            <Alert severity="error" data-testid="client-cv-error">
              {errorMessage(exporting.error)}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={exporting.isPending} data-testid="client-cv-export">
          {t('dialog.export')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
