import { OtherSkillsPage } from '../../features/skills-catalogue/components/OtherSkillsPage';

/** /management/listOtherSkills (managementSkills). */
export default function OtherSkillsRoute() {
  return <OtherSkillsPage />;
}
