import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage, type StatusKind } from '../../components/status/StatusPage';
import { useCurrentUser } from '../../lib/session';

/** A status page at its own address; inside the signed-in layout (see the router) it sits in the content area. */
export default function StatusRoute({ kind }: { kind: StatusKind }) {
  const { t } = useTranslation();
  const signedIn = useCurrentUser() !== null;
  const title = t(`status.${kind}.title`);
  useEffect(() => {
    document.title = `${title} · My Skills`;
  }, [title]);
  return <StatusPage kind={kind} embedded={signedIn && kind === '404'} />;
}
