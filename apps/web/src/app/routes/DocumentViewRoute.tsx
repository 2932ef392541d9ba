import { useSearchParams } from 'react-router';
import { StatusPage } from '../../components/status/StatusPage';
import { DocumentViewPage } from '../../features/document-view/components/DocumentViewPage';
import { isExportedKind } from '../../lib/document-types';

/** /document/pdf?type=<kind>&id=: the in-app PDF view of an export (a kind of the document-type map). */
export default function DocumentViewRoute() {
  const [search] = useSearchParams();
  const type = search.get('type');
  const id = Number(search.get('id'));
  if (!isExportedKind(type) || !Number.isInteger(id) || id <= 0) return <StatusPage kind="404" embedded />;
  return <DocumentViewPage key={`${type}-${id}`} document={{ kind: type, id }} />;
}
