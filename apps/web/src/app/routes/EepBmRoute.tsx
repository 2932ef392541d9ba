import { StatusPage } from '../../components/status/StatusPage';
import { EepBmPage } from '../../features/eep-bm/components/EepBmPage';
import { usePersonYear } from './person-year';

/** /page/eep/bm/fiche/:year/:id — :id is the person. */
export default function EepBmRoute() {
  const at = usePersonYear();
  if (!at) return <StatusPage kind="404" embedded />;
  return <EepBmPage key={`${at.idUser}-${at.year}`} idUser={at.idUser} year={at.year} />;
}
