import { MyManagersPage } from '../../features/manager-lists/components/MyManagersPage';

export default function ManagersRoute() {
  return <MyManagersPage />;
}
