import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiCall } from '../../../lib/api-client';

/**
 * PUT /api/Ea/status with type 'eepBm': submit, validate and sign (queues the signed PDF to BoondManager) or send
 * back to draft — the evaluation's status call.
 */
export const changeEepBmStatus = (body: {
  id: number;
  action: 'submit' | 'validate' | 'toDraft';
  rowVersion: number;
  comment?: string;
}) => apiCall(evaluationCalls.eaChangeStatus, { body: { ...body, type: 'eepBm' } });
