import { apiPaths } from '../../../lib/paths';
import { sectionDelete, useSectionMutation } from './section-write';

/** DELETE /api/CertificationTest?id=&idDc=&rowVersion=: removes a certification or test from a file. */
export const deleteCertification = sectionDelete(apiPaths.certificationDelete);

export const useDeleteCertification = () => useSectionMutation(deleteCertification);
