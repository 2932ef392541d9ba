import { CvImportLogsPage } from '../../features/cv-import/components/CvImportLogsPage';

export default function CvImportLogsRoute() {
  return <CvImportLogsPage />;
}
