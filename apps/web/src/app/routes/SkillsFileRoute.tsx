import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { StatusPage } from '../../components/status/StatusPage';
import { SkillsFilePage } from '../../features/skills-file/components/SkillsFilePage';
import { isLanguageId } from '../../lib/ui-language';
import { withTexts } from '../../lib/lazy-texts';

// The file's client CVs (issue 22 §4): the export, the log, the hidden clients; loaded with their texts.
const ClientCvPanel = lazy(() => withTexts(import('../../features/client-cv/components/ClientCvPanel'), ['clientCv']));

const positiveInt = (value: string | null | undefined) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/** /page/dc/fiche/:id/:idLang[?version=idDc] — :id is the person, :idLang the file's language (1 French, 2 English). */
export default function SkillsFileRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const idUser = positiveInt(params.id);
  const idLang = positiveInt(params.idLang);
  const version = search.get('version');
  const versionId = positiveInt(version);
  if (idUser === null || idLang === null || !isLanguageId(idLang) || (version !== null && versionId === null)) {
    return <StatusPage kind="404" embedded />;
  }
  return (
    <SkillsFilePage
      key={`${idUser}-${idLang}-${versionId}`}
      idUser={idUser}
      idLang={idLang}
      versionId={versionId}
      extra={
        <Suspense fallback={null}>
          <ClientCvPanel idUser={idUser} idLang={idLang} />
        </Suspense>
      }
    />
  );
}
