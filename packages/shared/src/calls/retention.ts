/** Candidate retention and erasure (issue 23 §2c): DataProtection/retentionList and DataProtection/erase. */
import { eraseBody, eraseResultSchema, retentionListQuery, retentionPageSchema } from '../schemas/retention';
import { defineCalls } from './define';

/** Page permission dataProtection: the DPO (role 7) and administrators (internal role 1). */
export const retentionCalls = defineCalls(
  { tags: ['Data protection'], permission: 'dataProtection' },
  {
    retentionList: {
      method: 'GET',
      path: '/api/DataProtection/retentionList',
      query: retentionListQuery,
      response: retentionPageSchema,
      summary:
        'Candidates without activity for CANDIDATE_RETENTION_MONTHS, with their last activity (paged, by last activity; audited)',
    },
    retentionErase: {
      method: 'POST',
      path: '/api/DataProtection/erase',
      body: eraseBody,
      response: eraseResultSchema,
      summary:
        'Erase expired candidates in one transaction (confirmCount must equal the number of ids, every id an expired candidate, else 422 and nothing erased); one audit entry per person; cannot be undone',
      message: 'messages.retentionErased',
    },
  },
);
