import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { sectionWrite, useSectionMutation } from './section-write';

/** POST /api/Language/add: adds a spoken language to a file (names the file's row version). */
export const addLanguage = sectionWrite(skillsFileCalls.languageAdd);

export const useAddLanguage = () => useSectionMutation(addLanguage);
