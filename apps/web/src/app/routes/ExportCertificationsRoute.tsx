import { ExportCertificationsPage } from '../../features/skills-search/components/ExportCertificationsPage';

export default function ExportCertificationsRoute() {
  return <ExportCertificationsPage />;
}
