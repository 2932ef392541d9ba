import { sectionDelete, useSectionMutation } from './section-write';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';

/** DELETE /api/Education?id=&idDc=&rowVersion=: removes a degree or training from a file. */
export const deleteEducation = sectionDelete(skillsFileCalls.educationDelete);

export const useDeleteEducation = () => useSectionMutation(deleteEducation);
