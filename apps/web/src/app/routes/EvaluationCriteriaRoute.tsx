import { CriteriaPage } from '../../features/evaluation-criteria/components/CriteriaPage';

/** /management/evaluationCriteria (managementSkills). */
export default function EvaluationCriteriaRoute() {
  return <CriteriaPage />;
}
