import { useSearchParams } from 'react-router';
import { CvImportPage } from '../../features/cv-import/components/CvImportPage';
import { useCurrentUser } from '../../lib/session';
import { useUiLanguage } from '../../lib/ui-language';

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** /page/dc/import?idUser=&idLang=: whose file (the signed-in person by default) and its language (the interface's). */
export default function CvImportRoute() {
  const user = useCurrentUser();
  const { idLang } = useUiLanguage();
  const [params] = useSearchParams();
  if (!user) return null;
  const lang = idOf(params.get('idLang'));
  const idUser = idOf(params.get('idUser')) ?? user.id;
  // A new person (another idUser) starts a new import: the page's state is theirs alone.
  return <CvImportPage key={idUser} idUser={idUser} defaultIdLang={lang === 1 || lang === 2 ? lang : idLang} />;
}
