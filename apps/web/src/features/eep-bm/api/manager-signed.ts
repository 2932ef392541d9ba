import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/Ea/managerSigned?idEa=&type=eepBm: the reviewer signs again a validated review HR corrected. */
export const eepBmManagerSigned = (id: number) =>
  apiCall(evaluationCalls.eaManagerSigned, { query: { idEa: id, type: 'eepBm' } });
