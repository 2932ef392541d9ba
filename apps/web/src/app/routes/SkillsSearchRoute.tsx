import { lazy, Suspense } from 'react';
import { SkillsSearchPage } from '../../features/skills-search/components/SkillsSearchPage';
import { withTexts } from '../../lib/lazy-texts';

// The client CV's row action (issue 22 §4), loaded with its texts when a result shows.
const ClientCvButton = lazy(() =>
  withTexts(import('../../features/client-cv/components/ClientCvButton'), ['clientCv']),
);

/** A result row's client CV, the need pasted for the search filled in. */
const clientCvAction = (row: { id: number; idLang: number; firstName: string; lastName: string }, need: string) => (
  <Suspense fallback={null}>
    <ClientCvButton idUser={row.id} idLang={row.idLang} name={`${row.firstName} ${row.lastName}`} need={need} />
  </Suspense>
);

export default function SkillsSearchRoute() {
  return <SkillsSearchPage rowAction={clientCvAction} />;
}
