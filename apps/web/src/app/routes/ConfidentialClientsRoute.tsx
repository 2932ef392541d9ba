import { ConfidentialClientsPage } from '../../features/client-cv/components/ConfidentialClientsPage';

/** /management/confidentialClients (managementAdministration). */
export default function ConfidentialClientsRoute() {
  return <ConfidentialClientsPage />;
}
