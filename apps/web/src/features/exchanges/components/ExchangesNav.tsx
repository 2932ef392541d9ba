import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';

/** The two screens of the area, as navigation tabs; each tab appears only when the account may open it. */
export function ExchangesNav({ showExchanges, showMailbox }: { showExchanges: boolean; showMailbox: boolean }) {
  const { t } = useTranslation('exchanges');
  const { pathname } = useLocation();
  if (!(showExchanges && showMailbox)) return null;
  return (
    <Tabs
      component="nav"
      aria-label={t('nav.label')}
      value={pathname === paths.management.mailbox ? paths.management.mailbox : paths.management.exchanges}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab
        label={t('nav.exchanges')}
        value={paths.management.exchanges}
        component={RouterLink}
        to={paths.management.exchanges}
      />
      <Tab
        label={t('nav.mailbox')}
        value={paths.management.mailbox}
        component={RouterLink}
        to={paths.management.mailbox}
      />
    </Tabs>
  );
}
