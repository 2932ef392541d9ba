import { EvaluationListPage } from '../../features/campaign/components/EvaluationListPage';

export default function EepListRoute() {
  return <EvaluationListPage />;
}
