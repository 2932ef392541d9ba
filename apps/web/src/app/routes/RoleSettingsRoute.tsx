import { RoleSettingsPage } from '../../features/role-settings/components/RoleSettingsPage';

export default function RoleSettingsRoute() {
  return <RoleSettingsPage />;
}
