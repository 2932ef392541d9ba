import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { MenuPage } from '../../features/shell/components/MenuPage';
import { useEvaluationsToValidate } from '../../features/campaign/api/get-evaluations-to-validate';
import { useReviewsToValidate } from '../../features/manager-lists/api/get-reviews-to-validate';
import { useFilesToValidateCount } from '../../features/team/api/get-files-to-validate';
import { useCurrentUser } from '../../lib/session';
import { useOnboardingHost } from '../guards';
import { visibleMenuEntries } from '../navigation';
import type { MenuId } from '../pages';

export default function MenuRoute({ menu }: { menu: MenuId }) {
  const user = useCurrentUser();
  return user ? <MenuWithBadges menu={menu} user={user} /> : null;
}

/**
 * The hub, each card with the count of what waits for the viewer: submitted files on the team card ('employees'),
 * submitted evaluations on the evaluations list ('eepList'), submitted business-manager reviews on my managers
 * ('managers') — asked only for the cards the hub shows.
 */
function MenuWithBadges({ menu, user }: { menu: MenuId; user: CurrentUser }) {
  const { t } = useTranslation('team');
  const { t: tLists } = useTranslation('managerLists');
  const onboarding = useOnboardingHost();
  const entries = visibleMenuEntries(menu, user, undefined, onboarding);
  const shows = (id: string) => entries.some((entry) => entry.id === id);
  const files = useFilesToValidateCount(shows('employees')).data ?? 0;
  const evaluations = useEvaluationsToValidate(new Date().getFullYear(), shows('eepList')).data?.length ?? 0;
  const reviews = useReviewsToValidate(shows('managers')).data?.length ?? 0;
  const badges = {
    ...(files > 0 ? { employees: { count: files, label: t('toValidate.count', { count: files }) } } : {}),
    ...(evaluations > 0
      ? { eepList: { count: evaluations, label: tLists('toValidate.count', { count: evaluations }) } }
      : {}),
    ...(reviews > 0 ? { managers: { count: reviews, label: tLists('toValidate.count', { count: reviews }) } } : {}),
  };
  return <MenuPage menu={menu} user={user} entries={entries} badges={badges} />;
}
