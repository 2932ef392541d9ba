import { BoondMappingPage } from '../../features/exchanges/components/BoondMappingPage';

/** /management/exchanges/mapping (page permission `exchanges`, guarded by the router): BoondManager's dictionary mapping. */
export default function BoondMappingRoute() {
  return <BoondMappingPage />;
}
