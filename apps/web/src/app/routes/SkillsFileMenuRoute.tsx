import { SkillsFileMenuPage } from '../../features/skills-file/components/SkillsFileMenuPage';
import { visibleMenuEntries } from '../navigation';
import { useCurrentUser } from '../../lib/session';

/** /page/dc/menu: the skills-file page, with the hub entries the shell menu defines for it. */
export default function SkillsFileMenuRoute() {
  const user = useCurrentUser();
  return user ? <SkillsFileMenuPage user={user} hubEntries={visibleMenuEntries('skillsFile', user)} /> : null;
}
