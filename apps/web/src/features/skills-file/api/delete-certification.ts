import { sectionDelete, useSectionMutation } from './section-write';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';

/** DELETE /api/CertificationTest?id=&idDc=&rowVersion=: removes a certification or test from a file. */
export const deleteCertification = sectionDelete(skillsFileCalls.certificationDelete);

export const useDeleteCertification = () => useSectionMutation(deleteCertification);
