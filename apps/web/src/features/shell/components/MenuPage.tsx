import type { ReactElement } from 'react';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import SyncAlt from '@mui/icons-material/SyncAlt';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { MenuHub, type MenuEntry } from '../../../components/menu/MenuHub';

const ICONS: Record<string, ReactElement> = {
  skillsFileMenu: <DescriptionOutlined />,
  evaluationMenu: <EventNoteOutlined />,
  managementMenu: <BusinessCenterOutlined />,
  administrationMenu: <AdminPanelSettingsOutlined />,
  employees: <GroupsOutlined />,
  ownSkillsFile: <BadgeOutlined />,
  createSkillsFile: <NoteAddOutlined />,
  teamSkillsFiles: <WorkspacesOutlined />,
  ownEvaluation: <AssignmentIndOutlined />,
  teamEvaluations: <FactCheckOutlined />,
  skillsSearch: <TravelExploreOutlined />,
  candidates: <PersonSearchOutlined />,
  managers: <SupervisorAccountOutlined />,
  keyPeople: <StarBorderOutlined />,
  trainings: <SchoolOutlined />,
  eepList: <PlaylistAddCheckOutlined />,
  eepManagerList: <FactCheckOutlined />,
  ownBmEvaluation: <BusinessCenterOutlined />,
  skillsList: <PlaylistAddCheckOutlined />,
  otherSkillsList: <WorkspacesOutlined />,
  evaluationCriteria: <ChecklistOutlined />,
  businessManagerSkills: <TuneOutlined />,
  confidentialClients: <VisibilityOffOutlined />,
  exportSkills: <CloudDownloadOutlined />,
  exportCertifications: <VerifiedOutlined />,
  cvImportLogs: <HistoryOutlined />,
  roleSettings: <ManageAccountsOutlined />,
  exchanges: <SyncAlt />,
  boondMapping: <CompareArrowsOutlined />,
  dataProtection: <PrivacyTipOutlined />,
};

/**
 * A navigation hub page `menu` (texts menus:<menu>.*): the cards the signed-in account may open, given by the
 * app's page registry (`badges`: counts by card id).
 */
export function MenuPage({
  menu,
  user,
  entries: visible,
  badges = {},
}: {
  menu: string;
  user: CurrentUser;
  entries: { id: string; to: string }[];
  badges?: Partial<Record<string, MenuEntry['badge']>>;
}) {
  const { t } = useTranslation('menus');
  const title = t(`${menu}.title`);
  const entries = visible.map((entry) => ({
    ...entry,
    title: t(`entries.${entry.id}.title`),
    description: t(`entries.${entry.id}.description`),
    icon: ICONS[entry.id] ?? <DescriptionOutlined />,
    badge: badges[entry.id],
  }));
  return (
    <MenuHub
      title={title}
      subtitle={t(`${menu}.subtitle`, { name: user.firstName })}
      entries={entries}
      emptyText={t('empty')}
    />
  );
}
