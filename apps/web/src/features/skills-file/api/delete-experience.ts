import { apiPaths } from '../../../lib/paths';
import { sectionDelete, useSectionMutation } from './section-write';

/** DELETE /api/Experience?id=&idDc=&rowVersion=: removes a professional experience from a file. */
export const deleteExperience = sectionDelete(apiPaths.experienceDelete);

export const useDeleteExperience = () => useSectionMutation(deleteExperience);
