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
import { ListEntry } from '../../../components/lists/ListEntry';
import { formatDay } from '../../../lib/dates';
import { documentTypes } from '../../../lib/document-types';
import { errorMessage } from '../../../lib/error-message';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { useEvaluationsToValidate } from '../api/get-evaluations-to-validate';

/** "Evaluations to validate": the submitted evaluations of the year waiting for me; a click opens the evaluation. */
export function EvaluationsToValidatePanel({ year }: { year: number }) {
  const { t, i18n } = useTranslation('managerLists');
  const openedFrom = useOpenedFromHere();
  const evaluations = useEvaluationsToValidate(year);
  const count = evaluations.data?.length ?? 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="evaluations-to-validate-title"
      data-testid="evaluations-to-validate"
      sx={{ p: 2.5, borderRadius: 2, mb: 3 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography id="evaluations-to-validate-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('toValidate.evaluationsTitle', { year })}
        </Typography>
        {evaluations.data ? (
          <Chip
            size="small"
            color={count > 0 ? 'warning' : 'default'}
            label={count}
            aria-label={t('toValidate.count', { count })}
            data-testid="evaluations-to-validate-count"
          />
        ) : null}
      </Stack>
      {evaluations.isPending ? <LinearProgress aria-label={t('toValidate.loading')} sx={{ mt: 2 }} /> : null}
      {evaluations.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(evaluations.error)}
        </Alert>
      ) : null}
      {evaluations.data && count === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t('toValidate.noEvaluation')}
        </Typography>
      ) : null}
      {count > 0 ? (
        <List aria-labelledby="evaluations-to-validate-title" sx={{ mt: 1 }}>
          {evaluations.data!.map((ea) => (
            <ListEntry key={ea.idEa}>
              <ListItemButton
                component={RouterLink}
                to={documentTypes.ea.page({ idUser: ea.idUser, year: ea.year })}
                state={openedFrom}
                data-testid={`evaluation-to-validate-${ea.idEa}`}
                sx={{ borderRadius: 1.5 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <PendingActionsOutlined color={ea.isLate ? 'error' : 'warning'} />
                </ListItemIcon>
                <ListItemText
                  primary={`${ea.firstName} ${ea.lastName}`}
                  secondary={
                    ea.deadline
                      ? t(ea.isLate ? 'toValidate.lateSince' : 'toValidate.deadline', {
                          date: formatDay(ea.deadline, i18n.language),
                        })
                      : null
                  }
                />
              </ListItemButton>
            </ListEntry>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
