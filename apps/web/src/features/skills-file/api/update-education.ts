import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { sectionWrite, useSectionMutation } from './section-write';

/** PUT /api/Education/update: changes a degree or training of a file (names the file's row version). */
export const updateEducation = sectionWrite(skillsFileCalls.educationUpdate);

export const useUpdateEducation = () => useSectionMutation(updateEducation);
