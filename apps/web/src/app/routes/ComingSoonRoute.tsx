import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/status/StatusPage';

/** A screen whose feature is not built yet: guarded like the real one, then the coming-soon page. */
export default function ComingSoonRoute({ feature }: { feature: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      kind="coming-soon"
      embedded
      detail={t('comingSoon.feature', { feature: t(`breadcrumb.items.${feature}`) })}
    />
  );
}
