import { ManagerReviewsPage } from '../../features/manager-lists/components/ManagerReviewsPage';

export default function EepManagerListRoute() {
  return <ManagerReviewsPage />;
}
