import { SkillsFileMenuPage } from '../../features/skills-file/components/SkillsFileMenuPage';
import { useOnboardingHost } from '../guards';
import { visibleMenuEntries } from '../navigation';
import { useCurrentUser } from '../../lib/session';

/** /page/dc/menu: the skills-file page, with the hub entries the shell menu defines for it. */
export default function SkillsFileMenuRoute() {
  const user = useCurrentUser();
  const onboarding = useOnboardingHost();
  return user ? (
    <SkillsFileMenuPage user={user} hubEntries={visibleMenuEntries('skillsFile', user, undefined, onboarding)} />
  ) : null;
}
