import { CandidatesPage } from '../../features/candidates/components/CandidatesPage';

export default function CandidatesRoute() {
  return <CandidatesPage />;
}
