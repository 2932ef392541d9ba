import { useParams } from 'react-router';
import { StatusPage } from '../../components/status/StatusPage';
import { KeyPeoplePage } from '../../features/key-people/components/KeyPeoplePage';

/** /management/key-people/:idUser — :idUser is the person. */
export default function KeyPeopleRoute() {
  const idUser = Number(useParams().idUser);
  if (!Number.isInteger(idUser) || idUser < 1) return <StatusPage kind="404" embedded />;
  return <KeyPeoplePage key={idUser} idUser={idUser} />;
}
