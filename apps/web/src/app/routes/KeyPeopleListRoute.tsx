import { KeyPeopleListPage } from '../../features/key-people/components/KeyPeopleListPage';

export default function KeyPeopleListRoute() {
  return <KeyPeopleListPage />;
}
