/** The evidence behind a person's skills: read, refresh the proposals, confirm or reject (page permission ficheDc). */
import {
  decideSkillEvidenceBody,
  refreshSkillEvidenceBody,
  skillEvidenceItemSchema,
  skillEvidenceQuery,
  skillEvidenceSchema,
} from '../schemas/skill-evidence';
import { defineCalls } from './define';

export const skillEvidenceCalls = defineCalls(
  { tags: ['Skills file', 'Evidence'], permission: 'ficheDc' },
  {
    skillEvidence: {
      method: 'GET',
      path: '/api/SkillEvidence',
      query: skillEvidenceQuery,
      response: skillEvidenceSchema,
      summary: 'A person’s evidence by skill: counts, last use, items (readers of the person’s skills file)',
    },
    refreshSkillEvidence: {
      method: 'POST',
      path: '/api/SkillEvidence/refresh',
      body: refreshSkillEvidenceBody,
      response: skillEvidenceSchema,
      summary: 'Proposes evidence again from the person’s latest skills file and trainings (the person only)',
    },
    decideSkillEvidence: {
      method: 'PUT',
      path: '/api/SkillEvidence/decide',
      body: decideSkillEvidenceBody,
      response: skillEvidenceItemSchema,
      summary: 'Confirms or rejects one evidence item (the person only)',
      message: 'messages.skillEvidenceDecided',
    },
  },
);
