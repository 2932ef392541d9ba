import type { z } from 'zod';
import { educationSchema, type updateEducationBody } from '@my-skills/shared/schemas/skills-file';
import { apiPaths } from '../../../lib/paths';
import { sectionWrite, useSectionMutation } from './section-write';

/** PUT /api/Education/update: changes a degree or training of a file (names the file's row version). */
export const updateEducation = sectionWrite<typeof educationSchema, z.input<typeof updateEducationBody>>(
  apiPaths.educationUpdate,
  'PUT',
  educationSchema,
);

export const useUpdateEducation = () => useSectionMutation(updateEducation);
