import { CatalogueAdminPage } from '../../features/training-catalogue/components/CatalogueAdminPage';

/** /management/trainingCatalogue (managementSkills). */
export default function TrainingCatalogueRoute() {
  return <CatalogueAdminPage />;
}
