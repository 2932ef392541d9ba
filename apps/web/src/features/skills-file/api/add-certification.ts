import type { z } from 'zod';
import { certificationSchema, type addCertificationBody } from '@my-skills/shared/schemas/skills-file';
import { apiPaths } from '../../../lib/paths';
import { sectionWrite, useSectionMutation } from './section-write';

/** POST /api/CertificationTest/add: adds a certification or test to a file (names the file's row version). */
export const addCertification = sectionWrite<typeof certificationSchema, z.input<typeof addCertificationBody>>(
  apiPaths.certificationAdd,
  'POST',
  certificationSchema,
);

export const useAddCertification = () => useSectionMutation(addCertification);
