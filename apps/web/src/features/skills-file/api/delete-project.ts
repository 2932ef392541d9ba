import { apiPaths } from '../../../lib/paths';
import { sectionDelete, useSectionMutation } from './section-write';

/** DELETE /api/Project?id=&idDc=&rowVersion=: removes a project from a file. */
export const deleteProject = sectionDelete(apiPaths.projectDelete);

export const useDeleteProject = () => useSectionMutation(deleteProject);
