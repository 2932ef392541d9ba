import type { z } from 'zod';
import { educationSchema, type addEducationBody } from '@my-skills/shared/schemas/skills-file';
import { apiPaths } from '../../../lib/paths';
import { sectionWrite, useSectionMutation } from './section-write';

/** POST /api/Education/add: adds a degree or training to a file (names the file's row version). */
export const addEducation = sectionWrite<typeof educationSchema, z.input<typeof addEducationBody>>(
  apiPaths.educationAdd,
  'POST',
  educationSchema,
);

export const useAddEducation = () => useSectionMutation(addEducation);
