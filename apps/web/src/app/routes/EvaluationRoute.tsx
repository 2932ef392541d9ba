import { StatusPage } from '../../components/status/StatusPage';
import { EvaluationPage } from '../../features/evaluation/components/EvaluationPage';
import { usePersonYear } from './person-year';

/** /page/ea/fiche/:year/:id — :id is the person. */
export default function EvaluationRoute() {
  const at = usePersonYear();
  if (!at) return <StatusPage kind="404" embedded />;
  return <EvaluationPage key={`${at.idUser}-${at.year}`} idUser={at.idUser} year={at.year} />;
}
