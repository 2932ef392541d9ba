import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { sectionWrite, useSectionMutation } from './section-write';

/** PUT /api/Language/update: changes a spoken language of a file (names the file's row version). */
export const updateLanguage = sectionWrite(skillsFileCalls.languageUpdate);

export const useUpdateLanguage = () => useSectionMutation(updateLanguage);
