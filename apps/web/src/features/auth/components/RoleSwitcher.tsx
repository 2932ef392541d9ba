import { confirmLeavingUnsaved } from '../../../lib/unsaved-changes';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useLandingFor } from '../../../lib/landing';
import { paths } from '../../../lib/paths';
import { useChangeRole } from '../api/change-role';
import { useUserAccounts } from '../api/get-user-accounts';
import { roleCodeOf } from '../../../lib/role-labels';

/** Shown only to a person with two or more active accounts: lists them, switching lands on that role's menu. */
export function RoleSwitcher({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const landingFor = useLandingFor();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const enabled = user.activeAccounts >= 2;
  const accounts = useUserAccounts(enabled);
  const changeRole = useChangeRole();
  if (!enabled) return null;

  const choose = async (accountId: number) => {
    setAnchor(null);
    if (accountId === user.idAccount) return;
    // Another role is another landing page: unsaved input would be lost, so ask first.
    if (!(await confirmLeavingUnsaved())) return;
    changeRole.mutate(accountId, {
      onSuccess: (next) => navigate(landingFor(next)),
      onError: (error) => {
        notify(errorMessage(error), 'error');
        if (isApiError(error) && error.code === 'NO_ACCESS') navigate(paths.page.home);
      },
    });
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<SwapHoriz />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'role-switcher-menu' : undefined}
        aria-label={t('header.switchRole', { role: t(`roles.${roleCodeOf(user.role.id)}`) })}
        disabled={changeRole.isPending}
        data-testid="role-switcher"
        sx={{ px: 1.5, minWidth: 0, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {t(`roles.${roleCodeOf(user.role.id)}`)}
        </Box>
      </Button>
      <Menu id="role-switcher-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('header.chooseRole')}</ListSubheader>
        {(accounts.data ?? [])
          .filter((account) => account.isActive)
          .map((account) => (
            <MenuItem key={account.id} selected={account.id === user.idAccount} onClick={() => void choose(account.id)}>
              <ListItemIcon>{account.id === user.idAccount ? <Check fontSize="small" /> : null}</ListItemIcon>
              <ListItemText primary={t(`roles.${roleCodeOf(account.role.id)}`)} />
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
