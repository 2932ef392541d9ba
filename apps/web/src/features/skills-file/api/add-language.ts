import type { z } from 'zod';
import { dcLanguageSchema, type addLanguageBody } from '@my-skills/shared/schemas/skills-file';
import { apiPaths } from '../../../lib/paths';
import { sectionWrite, useSectionMutation } from './section-write';

/** POST /api/Language/add: adds a spoken language to a file (names the file's row version). */
export const addLanguage = sectionWrite<typeof dcLanguageSchema, z.input<typeof addLanguageBody>>(
  apiPaths.languageAdd,
  'POST',
  dcLanguageSchema,
);

export const useAddLanguage = () => useSectionMutation(addLanguage);
