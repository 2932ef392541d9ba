import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { sectionWrite, useSectionMutation } from './section-write';

/** POST /api/Project/add: adds a project to a file (names the file's row version). */
export const addProject = sectionWrite(skillsFileCalls.projectAdd);

export const useAddProject = () => useSectionMutation(addProject);
