import { useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EEP_BM_FIELDS, EEP_BM_TABS, type EepBmField, type EepBmTabKey } from '@my-skills/shared/eep-bm-rules';
import { useEditorOf } from '../../../components/document/document-editor';
import { ActionsTab } from './ActionsTab';
import { AssessmentTab } from './AssessmentTab';
import { tabName } from './BmSection';
import { useEepBm } from './eep-bm-context';
import type { EepBmFormValues } from './eep-bm-form';
import { GeneralTab } from './GeneralTab';
import { missingTabs } from './missing-items';
import { ResultsTab } from './ResultsTab';
import { SkillsTab } from './SkillsTab';
import { SummaryTab } from './SummaryTab';
import { CommentsTab, CriteriaTab, ProjectionTab, WishesTab } from './TextTabs';

const PANELS: Record<EepBmTabKey, ComponentType> = {
  general: GeneralTab,
  skills: SkillsTab,
  summary: SummaryTab,
  results: ResultsTab,
  criteria: CriteriaTab,
  assessment: AssessmentTab,
  projection: ProjectionTab,
  wishes: WishesTab,
  actions: ActionsTab,
  comments: CommentsTab,
};

const isTab = (value: string | null): value is EepBmTabKey => EEP_BM_TABS.some((tab) => tab.key === value);

/**
 * The review's ten tabs (part 2 §2); a link may name the first one shown (?tab=summary). Switching tabs is not a
 * navigation (it keeps what is being typed, and the unsaved-changes guard does not ask). A tab is marked while the
 * check names something missing in it, or a field of it was refused before the save.
 */
export function EepBmTabs() {
  const { t } = useTranslation('eepBm');
  const { details, idLang } = useEepBm();
  const { form } = useEditorOf<EepBmFormValues>();
  const [search] = useSearchParams();
  const [shown, show] = useState<EepBmTabKey>(() => {
    const requested = search.get('tab');
    return isTab(requested) ? requested : 'general';
  });
  const { canEditConsultantSide, canEditManagerSide } = details.permissions;
  const marked = canEditConsultantSide || canEditManagerSide ? missingTabs(details.check.missing) : new Set<string>();
  for (const field of Object.keys(form.formState.errors))
    if (field in EEP_BM_FIELDS) marked.add(EEP_BM_FIELDS[field as EepBmField].tab);
  const Panel = PANELS[shown];
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={shown}
          onChange={(_event, tab: EepBmTabKey) => show(tab)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('tabs.label')}
        >
          {EEP_BM_TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              id={`bm-tab-${tab.key}`}
              // Only the shown tab's panel is in the page.
              aria-controls={tab.key === shown ? `bm-tabpanel-${tab.key}` : undefined}
              data-testid={`bm-tab-${tab.key}`}
              data-missing={marked.has(tab.key) ? 'true' : undefined}
              iconPosition="end"
              icon={
                marked.has(tab.key) ? (
                  <ErrorOutline fontSize="small" color="error" titleAccess={t('tabs.toComplete')} />
                ) : undefined
              }
              label={tabName(tab.key, idLang)}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`bm-tabpanel-${shown}`} aria-labelledby={`bm-tab-${shown}`}>
        <Panel />
      </Box>
    </Box>
  );
}
