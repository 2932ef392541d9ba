import type { z } from 'zod';
import { experienceSchema, type updateExperienceBody } from '@my-skills/shared/schemas/skills-file';
import { apiPaths } from '../../../lib/paths';
import { sectionWrite, useSectionMutation } from './section-write';

/** PUT /api/Experience/update: changes a professional experience of a file (names the file's row version). */
export const updateExperience = sectionWrite<typeof experienceSchema, z.input<typeof updateExperienceBody>>(
  apiPaths.experienceUpdate,
  'PUT',
  experienceSchema,
);

export const useUpdateExperience = () => useSectionMutation(updateExperience);
