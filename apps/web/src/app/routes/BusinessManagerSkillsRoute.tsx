import { BmSkillsPage } from '../../features/business-manager-skills/components/BmSkillsPage';

/** /management/businessManagerSkills (managementSkills). */
export default function BusinessManagerSkillsRoute() {
  return <BmSkillsPage />;
}
