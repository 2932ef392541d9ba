import { sectionDelete, useSectionMutation } from './section-write';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';

/** DELETE /api/Experience?id=&idDc=&rowVersion=: removes a professional experience from a file. */
export const deleteExperience = sectionDelete(skillsFileCalls.experienceDelete);

export const useDeleteExperience = () => useSectionMutation(deleteExperience);
