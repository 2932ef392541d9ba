import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { MenuPage } from '../../features/shell/components/MenuPage';
import { useFilesToValidateCount } from '../../features/team/api/get-files-to-validate';
import { useCurrentUser } from '../../lib/session';
import { useOnboardingHost } from '../guards';
import { visibleMenuEntries } from '../navigation';
import type { MenuId } from '../pages';

export default function MenuRoute({ menu }: { menu: MenuId }) {
  const user = useCurrentUser();
  return user ? <MenuWithBadges menu={menu} user={user} /> : null;
}

/** The hub, with the team card ('employees') flagging how many submitted files wait for the viewer's validation. */
function MenuWithBadges({ menu, user }: { menu: MenuId; user: CurrentUser }) {
  const { t } = useTranslation('team');
  const onboarding = useOnboardingHost();
  const entries = visibleMenuEntries(menu, user, undefined, onboarding);
  const showsTeam = entries.some((entry) => entry.id === 'employees');
  const toValidate = useFilesToValidateCount(showsTeam);
  const count = toValidate.data ?? 0;
  const badges = count > 0 ? { employees: { count, label: t('toValidate.count', { count }) } } : {};
  return <MenuPage menu={menu} user={user} entries={entries} badges={badges} />;
}
