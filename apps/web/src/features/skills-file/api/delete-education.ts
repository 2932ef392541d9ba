import { apiPaths } from '../../../lib/paths';
import { sectionDelete, useSectionMutation } from './section-write';

/** DELETE /api/Education?id=&idDc=&rowVersion=: removes a degree or training from a file. */
export const deleteEducation = sectionDelete(apiPaths.educationDelete);

export const useDeleteEducation = () => useSectionMutation(deleteEducation);
