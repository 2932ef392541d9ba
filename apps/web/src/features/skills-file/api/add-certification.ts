import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { sectionWrite, useSectionMutation } from './section-write';

/** POST /api/CertificationTest/add: adds a certification or test to a file (names the file's row version). */
export const addCertification = sectionWrite(skillsFileCalls.certificationAdd);

export const useAddCertification = () => useSectionMutation(addCertification);
