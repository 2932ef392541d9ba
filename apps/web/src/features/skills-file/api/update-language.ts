import type { z } from 'zod';
import { dcLanguageSchema, type updateLanguageBody } from '@my-skills/shared/schemas/skills-file';
import { apiPaths } from '../../../lib/paths';
import { sectionWrite, useSectionMutation } from './section-write';

/** PUT /api/Language/update: changes a spoken language of a file (names the file's row version). */
export const updateLanguage = sectionWrite<typeof dcLanguageSchema, z.input<typeof updateLanguageBody>>(
  apiPaths.languageUpdate,
  'PUT',
  dcLanguageSchema,
);

export const useUpdateLanguage = () => useSectionMutation(updateLanguage);
