import { sectionDelete, useSectionMutation } from './section-write';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';

/** DELETE /api/Project?id=&idDc=&rowVersion=: removes a project from a file. */
export const deleteProject = sectionDelete(skillsFileCalls.projectDelete);

export const useDeleteProject = () => useSectionMutation(deleteProject);
