import { apiPaths } from '../../../lib/paths';
import { sectionDelete, useSectionMutation } from './section-write';

/** DELETE /api/Language?id=&idDc=&rowVersion=: removes a spoken language from a file. */
export const deleteLanguage = sectionDelete(apiPaths.languageDelete);

export const useDeleteLanguage = () => useSectionMutation(deleteLanguage);
