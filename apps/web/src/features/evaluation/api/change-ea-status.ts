import type { z } from 'zod';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { eaStatusBody } from '@my-skills/shared/schemas/evaluation';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/Ea/status: submit, validate and sign (queues the signed PDF to BoondManager) or send back to draft. */
export const changeEaStatus = (body: z.input<typeof eaStatusBody>) => apiCall(evaluationCalls.eaChangeStatus, { body });
