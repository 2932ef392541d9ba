import type { z } from 'zod';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { eepLanguageBody } from '@my-skills/shared/schemas/evaluation';
import { apiCall } from '../../../lib/api-client';

/** POST /api/EEPLanguage: adds a language row. */
export const addEepLanguage = (body: z.input<typeof eepLanguageBody>) =>
  apiCall(evaluationCalls.eepLanguageAdd, { body });
