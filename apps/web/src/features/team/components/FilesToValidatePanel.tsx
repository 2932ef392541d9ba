import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { documentTypes } from '../../../lib/document-types';
import { useFilesToValidate } from '../api/get-files-to-validate';
import { useDateTimeFormat } from '../../../lib/dates';
import { ListEntry } from '../../../components/lists/ListEntry';

/** "Files to validate": the submitted skills files the viewer may validate; a click opens the file. */
export function FilesToValidatePanel() {
  const { t } = useTranslation('team');
  const openedFrom = useOpenedFromHere();
  const files = useFilesToValidate();
  const formatDate = useDateTimeFormat();
  const count = files.data?.length ?? 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="files-to-validate-title"
      data-testid="files-to-validate"
      sx={{ p: 2.5, borderRadius: 2, mb: 3 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography id="files-to-validate-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('toValidate.title')}
        </Typography>
        {files.data ? (
          <Chip
            size="small"
            color={count > 0 ? 'warning' : 'default'}
            label={count}
            aria-label={t('toValidate.count', { count })}
            data-testid="files-to-validate-count"
          />
        ) : null}
      </Stack>
      {files.isPending ? <LinearProgress aria-label={t('toValidate.loading')} sx={{ mt: 2 }} /> : null}
      {files.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(files.error)}
        </Alert>
      ) : null}
      {files.data && count === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t('toValidate.none')}
        </Typography>
      ) : null}
      {count > 0 ? (
        <List aria-labelledby="files-to-validate-title" sx={{ mt: 1 }}>
          {files.data!.map((file) => {
            const name = `${file.firstName} ${file.lastName}`;
            const language = t(`languages.${file.idLang}`, { defaultValue: String(file.idLang) });
            return (
              <ListEntry key={file.idDc}>
                <ListItemButton
                  component={RouterLink}
                  to={documentTypes.dc.page(file)}
                  state={openedFrom}
                  data-testid={`file-to-validate-${file.idDc}`}
                  sx={{ borderRadius: 1.5 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <PendingActionsOutlined color="warning" />
                  </ListItemIcon>
                  <ListItemText
                    primary={name}
                    secondary={[
                      language,
                      t('toValidate.version', { version: file.version }),
                      t('toValidate.submittedAt', { date: formatDate(file.submittedAt) }),
                      file.reference,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
              </ListEntry>
            );
          })}
        </List>
      ) : null}
    </Paper>
  );
}
