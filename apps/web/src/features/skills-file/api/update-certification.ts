import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { sectionWrite, useSectionMutation } from './section-write';

/** PUT /api/CertificationTest/update: changes a certification or test of a file (names the file's row version). */
export const updateCertification = sectionWrite(skillsFileCalls.certificationUpdate);

export const useUpdateCertification = () => useSectionMutation(updateCertification);
