import { ExportSkillsPage } from '../../features/skills-search/components/ExportSkillsPage';

export default function ExportSkillsRoute() {
  return <ExportSkillsPage />;
}
