import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiCall } from '../../../lib/api-client';

/** DELETE /api/OtherActionsNextYear: removes an action (?id=&idEa=&rowVersion=). */
export const deleteOtherAction = (query: { id: number; idEa: number; rowVersion: number }) =>
  apiCall(evaluationCalls.otherActionDelete, { query });
