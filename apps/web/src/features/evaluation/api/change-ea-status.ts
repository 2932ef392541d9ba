import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { EaStatusBody } from '@my-skills/shared/schemas/evaluation';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/Ea/status: submit, validate and sign (queues the signed PDF to BoondManager) or send back to draft. */
export const changeEaStatus = (body: EaStatusBody) => apiCall(evaluationCalls.eaChangeStatus, { body });
