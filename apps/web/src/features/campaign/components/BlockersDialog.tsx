import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useBlockers } from '../api/get-blockers';

/**
 * What still blocks one person's evaluation: the fields its next step needs (the employee's before they submit, the
 * manager's before they validate), by section, as the evaluation's own check names them.
 */
export function BlockersDialog({
  year,
  person,
  onClose,
}: {
  year: number;
  person: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('managerLists');
  const titleId = useId();
  const blockers = useBlockers(year, person?.id ?? null);
  const check = blockers.data?.check ?? null;

  return (
    <Dialog open={person !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('blockers.title', { name: person?.name ?? '', year })}</DialogTitle>
      <DialogContent data-testid="blockers">
        {blockers.isPending ? <LinearProgress aria-label={t('blockers.loading')} /> : null}
        {blockers.isError ? <Alert severity="error">{errorMessage(blockers.error)}</Alert> : null}
        {blockers.data && check === null ? (
          <Typography>{blockers.data.idEa === null ? t('blockers.notOpened') : t('blockers.validated')}</Typography>
        ) : null}
        {check?.ok ? <Typography>{t(`blockers.ready.${check.side}`)}</Typography> : null}
        {check && !check.ok ? (
          <>
            <Typography sx={{ mb: 1 }}>{t(`blockers.intro.${check.side}`, { count: check.fields.length })}</Typography>
            {check.sections.map((section) => (
              <section key={section.key} aria-label={section.name}>
                <Typography component="h3" variant="subtitle2" sx={{ mt: 1.5 }}>
                  {section.name}
                </Typography>
                <List dense disablePadding>
                  {check.fields
                    .filter((f) => f.section === section.key)
                    .map((f) => (
                      <ListItem key={f.key} disableGutters sx={{ pl: 2 }} data-testid={`blocker-${f.key}`}>
                        <ListItemText primary={f.name} />
                      </ListItem>
                    ))}
                </List>
              </section>
            ))}
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('blockers.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
