import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';

/**
 * The screens of the area as navigation tabs (Exchanges | Dictionary mapping | Mailbox); each tab appears only when
 * the account may open it, and the bar only when there are two or more. The exchanges and the mapping share their
 * permission (administrators: `showExchanges`).
 */
export function ExchangesNav({ showExchanges, showMailbox }: { showExchanges: boolean; showMailbox: boolean }) {
  const { t } = useTranslation('exchanges');
  const { pathname } = useLocation();
  const tabs = [
    ...(showExchanges
      ? [
          { path: paths.management.exchanges, label: t('nav.exchanges') },
          { path: paths.management.boondMapping, label: t('nav.mapping') },
        ]
      : []),
    ...(showMailbox ? [{ path: paths.management.mailbox, label: t('nav.mailbox') }] : []),
  ];
  if (tabs.length < 2) return null;
  const current = tabs.find((tab) => tab.path === pathname) ?? tabs[0]!;
  return (
    <Tabs
      component="nav"
      aria-label={t('nav.label')}
      value={current.path}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.path} label={tab.label} value={tab.path} component={RouterLink} to={tab.path} />
      ))}
    </Tabs>
  );
}
