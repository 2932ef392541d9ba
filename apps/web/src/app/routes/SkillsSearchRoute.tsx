import { SkillsSearchPage } from '../../features/skills-search/components/SkillsSearchPage';

export default function SkillsSearchRoute() {
  return <SkillsSearchPage />;
}
