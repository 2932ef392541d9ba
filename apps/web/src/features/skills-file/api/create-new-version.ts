import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiCall } from '../../../lib/api-client';

/** POST /api/Dc/createNewVersionDc: a new draft copying a validated file; the old version is archived. */
export const createNewVersion = (body: { idDc: number; rowVersion: number }) =>
  apiCall(skillsFileCalls.dcCreateNewVersion, { body });
