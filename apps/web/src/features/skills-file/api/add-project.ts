import type { z } from 'zod';
import { projectSchema, type addProjectBody } from '@my-skills/shared/schemas/skills-file';
import { apiPaths } from '../../../lib/paths';
import { sectionWrite, useSectionMutation } from './section-write';

/** POST /api/Project/add: adds a project to a file (names the file's row version). */
export const addProject = sectionWrite<typeof projectSchema, z.input<typeof addProjectBody>>(
  apiPaths.projectAdd,
  'POST',
  projectSchema,
);

export const useAddProject = () => useSectionMutation(addProject);
