import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/Ea/managerSigned?idEa=: the manager signs again a validated evaluation HR corrected (pushes the PDF). */
export const managerSigned = (idEa: number) => apiCall(evaluationCalls.eaManagerSigned, { query: { idEa } });
