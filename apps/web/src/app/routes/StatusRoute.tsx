import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage, type StatusKind } from '../../components/status/StatusPage';

export default function StatusRoute({ kind }: { kind: StatusKind }) {
  const { t } = useTranslation();
  const title = t(`status.${kind}.title`);
  useEffect(() => {
    document.title = `${title} · My Skills`;
  }, [title]);
  return <StatusPage kind={kind} />;
}
