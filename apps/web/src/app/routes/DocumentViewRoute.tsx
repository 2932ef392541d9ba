import { useSearchParams } from 'react-router';
import { StatusPage } from '../../components/status/StatusPage';
import { DocumentViewPage } from '../../features/document-view/components/DocumentViewPage';
import { isExportedDocumentType } from '../../lib/document-export';

/** /document/pdf?type=dc|ea&id=: the in-app PDF view of an export. */
export default function DocumentViewRoute() {
  const [search] = useSearchParams();
  const type = search.get('type');
  const id = Number(search.get('id'));
  if (!isExportedDocumentType(type) || !Number.isInteger(id) || id <= 0) return <StatusPage kind="404" embedded />;
  return <DocumentViewPage key={`${type}-${id}`} document={{ type, id }} />;
}
