import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/layout/PageHeading';
import { AuditTrailPanel } from './AuditTrailPanel';
import { PersonDataPanel } from './PersonDataPanel';
import { RegisterPanel } from './RegisterPanel';
import { RetentionPanel } from './RetentionPanel';

const TABS = ['audit', 'register', 'person', 'retention'] as const;
type TabId = (typeof TABS)[number];

/**
 * The data protection screen (issue 23 §2, decision 023): the DPO's landing page, also the administrators'. Four
 * tabs, the chosen one kept in the URL (`?tab=`): the audit trail (search, export, chain verification), the register
 * of processing activities, a person's data, candidate retention. Only the chosen tab is mounted: a tab's calls (each
 * audited) run when the DPO opens it.
 */
export function DataProtectionPage() {
  const { t } = useTranslation('dataProtection');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabId = (TABS as readonly string[]).includes(asked ?? '') ? (asked as TabId) : 'audit';

  const choose = (next: TabId) =>
    setParams(
      (current) => {
        // Each tab keeps only its own parameters.
        const kept = new URLSearchParams();
        if (next !== 'audit') kept.set('tab', next);
        else for (const [k, v] of current) if (k !== 'tab') kept.set(k, v);
        return kept;
      },
      { replace: false },
    );

  return (
    <Box>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        value={tab}
        onChange={(_, value: TabId) => choose(value)}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}
      >
        {TABS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={t(`tabs.${id}`)}
            id={`data-protection-tab-${id}`}
            aria-controls={`data-protection-panel-${id}`}
            data-testid={`data-protection-tab-${id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`data-protection-panel-${tab}`} aria-labelledby={`data-protection-tab-${tab}`}>
        {tab === 'audit' ? <AuditTrailPanel /> : null}
        {tab === 'register' ? <RegisterPanel /> : null}
        {tab === 'person' ? <PersonDataPanel /> : null}
        {tab === 'retention' ? <RetentionPanel /> : null}
      </Box>
    </Box>
  );
}
