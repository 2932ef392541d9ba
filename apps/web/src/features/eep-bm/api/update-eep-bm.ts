import { eepBmCalls } from '@my-skills/shared/calls/eep-bm';
import type { EepBmUpdateBody } from '@my-skills/shared/schemas/eep-bm';
import { apiCall } from '../../../lib/api-client';

/**
 * PUT /api/Ea/eepBmDetails: the review's one save — the viewer's own fields, the language skills and next-year
 * actions (whole sets) and the skill lines (bdskills … epskills), under the row version read.
 */
export const updateEepBm = (body: EepBmUpdateBody) => apiCall(eepBmCalls.eepBmUpdate, { body });
