import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiCall } from '../../../lib/api-client';

/** DELETE /api/EEPLanguage: removes a language row (?id=&idEa=&rowVersion=). */
export const deleteEepLanguage = (query: { id: number; idEa: number; rowVersion: number }) =>
  apiCall(evaluationCalls.eepLanguageDelete, { query });
