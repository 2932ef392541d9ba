import { TeamPage } from '../../features/team/components/TeamPage';

export default function TeamRoute() {
  return <TeamPage />;
}
