import { eepBmCalls } from '@my-skills/shared/calls/eep-bm';
import { apiCall } from '../../../lib/api-client';

/** POST /api/Ea/saveEepBM: opens a person's review of the year (or answers the one already open). */
export const openEepBm = (body: { idUser: number; year: number }) => apiCall(eepBmCalls.eepBmOpen, { body });
