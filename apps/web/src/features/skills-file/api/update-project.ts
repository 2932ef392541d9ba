import type { z } from 'zod';
import { projectSchema, type updateProjectBody } from '@my-skills/shared/schemas/skills-file';
import { apiPaths } from '../../../lib/paths';
import { sectionWrite, useSectionMutation } from './section-write';

/** PUT /api/Project/update: changes a project of a file (names the file's row version). */
export const updateProject = sectionWrite<typeof projectSchema, z.input<typeof updateProjectBody>>(
  apiPaths.projectUpdate,
  'PUT',
  projectSchema,
);

export const useUpdateProject = () => useSectionMutation(updateProject);
