import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { EaSaveBody } from '@my-skills/shared/schemas/evaluation';
import { apiCall } from '../../../lib/api-client';

/** POST /api/Ea/save: without idEa opens this year's evaluation; with idEa and rowVersion saves the parts given. */
export const saveEa = (body: EaSaveBody) => apiCall(evaluationCalls.eaSave, { body });
