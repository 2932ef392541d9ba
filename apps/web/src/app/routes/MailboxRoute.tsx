import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/status/StatusPage';
import { useLoginOptions } from '../../features/auth/api/get-login-options';
import { MailboxPage } from '../../features/exchanges/components/MailboxPage';
import { useCurrentUser } from '../../lib/session';

/**
 * /management/mailbox: the local mailbox. Administrators (page permission `exchanges`), and anyone while the
 * development sign-in is enabled (GET /api/Login/options `devLogin`); otherwise the 403 page.
 */
export default function MailboxRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const options = useLoginOptions();
  const canAdminister = user?.pagePermissions.exchanges === true;
  if (canAdminister || options.data?.devLogin) return <MailboxPage canAdminister={canAdminister} />;
  if (options.isPending) return <LinearProgress aria-label={t('layout.loading')} />;
  return <StatusPage kind="403" embedded />;
}
