import type { z } from 'zod';
import { experienceSchema, type addExperienceBody } from '@my-skills/shared/schemas/skills-file';
import { apiPaths } from '../../../lib/paths';
import { sectionWrite, useSectionMutation } from './section-write';

/** POST /api/Experience/add: adds a professional experience to a file (names the file's row version). */
export const addExperience = sectionWrite<typeof experienceSchema, z.input<typeof addExperienceBody>>(
  apiPaths.experienceAdd,
  'POST',
  experienceSchema,
);

export const useAddExperience = () => useSectionMutation(addExperience);
