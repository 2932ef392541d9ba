import { SkillsListPage } from '../../features/skills-catalogue/components/SkillsListPage';

/** /management/listSkills (managementSkills). */
export default function SkillsListRoute() {
  return <SkillsListPage />;
}
