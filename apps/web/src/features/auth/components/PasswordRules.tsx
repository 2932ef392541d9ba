import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { passwordChecklist } from './password-rules';

/**
 * The rules of a new password as a checklist that follows the typing: each rule met turns green and checked.
 * Screen readers hear the changes politely (and each rule says whether it is met, not by its colour alone).
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  return (
    <Box id={id} data-testid="password-rules">
      <Typography variant="body2" id={`${id}-title`} sx={{ fontWeight: 600 }}>
        {t('password.rules.title')}
      </Typography>
      <List dense disablePadding aria-labelledby={`${id}-title`} aria-live="polite">
        {passwordChecklist(password).map(({ rule, met }) => (
          <ListItem key={rule} disableGutters sx={{ py: 0 }} data-rule={rule} data-met={met}>
            <ListItemIcon sx={{ minWidth: 30 }}>
              {met ? (
                <CheckCircle fontSize="small" color="success" aria-hidden />
              ) : (
                <RadioButtonUnchecked fontSize="small" color="action" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={`${t(`password.rules.${rule}`)} — ${t(met ? 'password.rules.met' : 'password.rules.unmet')}`}
              slotProps={{ primary: { color: met ? 'success.dark' : 'text.secondary', variant: 'body2' } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
