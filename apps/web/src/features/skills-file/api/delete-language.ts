import { sectionDelete, useSectionMutation } from './section-write';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';

/** DELETE /api/Language?id=&idDc=&rowVersion=: removes a spoken language from a file. */
export const deleteLanguage = sectionDelete(skillsFileCalls.languageDelete);

export const useDeleteLanguage = () => useSectionMutation(deleteLanguage);
