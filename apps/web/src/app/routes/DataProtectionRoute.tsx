import { DataProtectionPage } from '../../features/data-protection/components/DataProtectionPage';

/** /management/dataProtection (page permission `dataProtection`, guarded by the router): the DPO's landing page. */
export default function DataProtectionRoute() {
  return <DataProtectionPage />;
}
