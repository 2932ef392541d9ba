import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { sectionWrite, useSectionMutation } from './section-write';

/** PUT /api/Project/update: changes a project of a file (names the file's row version). */
export const updateProject = sectionWrite(skillsFileCalls.projectUpdate);

export const useUpdateProject = () => useSectionMutation(updateProject);
