import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiCall } from '../../../lib/api-client';

/**
 * POST /api/Ea/sendEmailEEP: an e-mail reminding the other side of the evaluation (the owner reminds the manager,
 * the manager's side the owner) that their part waits; not once it is validated.
 */
export const sendEaReminder = (idEa: number) => apiCall(evaluationCalls.eaSendEmail, { body: { idEa } });
