import { EvaluationMenuPage } from '../../features/evaluation/components/EvaluationMenuPage';
import { useCurrentUser } from '../../lib/session';
import { useOnboardingHost } from '../guards';
import { visibleMenuEntries } from '../navigation';

/** /page/ea/menu: the evaluation page, with the hub entries the shell menu defines for it. */
export default function EvaluationMenuRoute() {
  const user = useCurrentUser();
  const onboarding = useOnboardingHost();
  return user ? (
    <EvaluationMenuPage user={user} hubEntries={visibleMenuEntries('evaluation', user, undefined, onboarding)} />
  ) : null;
}
