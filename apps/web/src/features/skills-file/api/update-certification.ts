import type { z } from 'zod';
import { certificationSchema, type updateCertificationBody } from '@my-skills/shared/schemas/skills-file';
import { apiPaths } from '../../../lib/paths';
import { sectionWrite, useSectionMutation } from './section-write';

/** PUT /api/CertificationTest/update: changes a certification or test of a file (names the file's row version). */
export const updateCertification = sectionWrite<typeof certificationSchema, z.input<typeof updateCertificationBody>>(
  apiPaths.certificationUpdate,
  'PUT',
  certificationSchema,
);

export const useUpdateCertification = () => useSectionMutation(updateCertification);
