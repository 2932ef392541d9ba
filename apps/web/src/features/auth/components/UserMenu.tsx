import { confirmLeavingUnsaved } from '../../../lib/unsaved-changes';
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Logout from '@mui/icons-material/Logout';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { paths } from '../../../lib/paths';
import { useLogout } from '../api/logout';
import { useLoginOptions } from '../api/get-login-options';
import { roleCodeOf } from '../../../lib/role-labels';

/** The person's initials; the menu shows who is signed in and the logout action. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  // The local mailbox is open to everyone while the development sign-in is on (administrators reach it from
  // the exchanges screen as well).
  const devLogin = useLoginOptions().data?.devLogin === true;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <>
      <Tooltip title={fullName}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-label={t('header.account', { name: fullName })}
          aria-controls={anchor ? 'user-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="user-menu"
          sx={{ p: 0.5 }}
        >
          <Avatar
            sx={{
              width: 34,
              height: 34,
              bgcolor: 'common.white',
              color: 'primary.dark',
              fontSize: 14,
              fontWeight: 700,
            }}
          >
            {initials}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`roles.${roleCodeOf(user.role.id)}`)} · {user.email}
          </Typography>
        </Box>
        <Divider />
        {devLogin ? (
          <MenuItem
            component={RouterLink}
            to={paths.management.mailbox}
            onClick={() => setAnchor(null)}
            data-testid="user-menu-mailbox"
          >
            <ListItemIcon>
              <MarkEmailReadOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('header.mailbox')} secondary={t('header.mailboxHint')} />
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            // Back to sign-in, which offers the Microsoft sign-out after a work-account session; unsaved input asks.
            void confirmLeavingUnsaved().then((leave) => leave && logout.mutate());
          }}
          disabled={logout.isPending}
          data-testid="logout"
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('header.logout')} />
        </MenuItem>
      </Menu>
    </>
  );
}
