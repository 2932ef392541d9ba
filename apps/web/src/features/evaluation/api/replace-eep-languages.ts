import type { z } from 'zod';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { eepLanguagesReplaceBody } from '@my-skills/shared/schemas/evaluation';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/EEPLanguage?idEa=: the whole language set (an edited row replaces its old self). */
export const replaceEepLanguages = ({ idEa, ...body }: z.input<typeof eepLanguagesReplaceBody> & { idEa: number }) =>
  apiCall(evaluationCalls.eepLanguagesReplace, { query: { idEa }, body });
