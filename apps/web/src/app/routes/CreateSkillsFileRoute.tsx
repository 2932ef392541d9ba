import { useParams } from 'react-router';
import { StatusPage } from '../../components/status/StatusPage';
import { CreateSkillsFilePage } from '../../features/skills-file/components/CreateSkillsFilePage';
import { useCurrentUser } from '../../lib/session';
import { isLanguageId } from '../../lib/ui-language';

const positiveInt = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /page/dc/create (for oneself) and /page/dc/create/:idUser/:idLang (for a person, in a language). */
export default function CreateSkillsFileRoute() {
  const user = useCurrentUser();
  const params = useParams();
  if (!user) return null;
  const withParams = params.idUser !== undefined;
  const idUser = withParams ? positiveInt(params.idUser) : user.id;
  const idLang = withParams ? positiveInt(params.idLang) : null;
  if (idUser === null || (withParams && (idLang === null || !isLanguageId(idLang))))
    return <StatusPage kind="404" embedded />;
  return <CreateSkillsFilePage key={`${idUser}-${idLang}`} idUser={idUser} idLang={idLang} />;
}
