import { useParams } from 'react-router';
import { StatusPage } from '../../components/status/StatusPage';
import { EvaluationPage } from '../../features/evaluation/components/EvaluationPage';

/** /page/ea/fiche/:year/:id — :id is the person. */
export default function EvaluationRoute() {
  const params = useParams();
  const idUser = Number(params.id);
  const year = Number(params.year);
  if (!Number.isInteger(idUser) || idUser <= 0 || !Number.isInteger(year) || year < 2000 || year > 2100) {
    return <StatusPage kind="404" embedded />;
  }
  return <EvaluationPage key={`${idUser}-${year}`} idUser={idUser} year={year} />;
}
