/**
 * A person's data on request (issue 23 §2b): DataProtection/personData (the person is picked with
 * DataProtection/people, calls/data-protection.ts).
 */
import { personDataQuery } from '../schemas/person-data';
import { defineCalls } from './define';

/** Page permission dataProtection (the DPO, internal role 1) for every call. */
export const personDataCalls = defineCalls(
  { tags: ['Data protection'], permission: 'dataProtection' },
  {
    /** A binary answer (a streamed ZIP), not the envelope. */
    personData: {
      method: 'GET',
      path: '/api/DataProtection/personData',
      query: personDataQuery,
      summary: 'Everything the application holds on one person, as a ZIP (summary.pdf, data.json, attachments/)',
      description:
        'Streamed while it is written (no whole-ZIP buffer). X-Export-Sections, X-Export-Rows, X-Export-Files and ' +
        'X-Export-File-Bytes announce what is coming. Never a credential hash, a link token or a session id. ' +
        'One audit entry (dataExport) per export. 404 unknown person.',
      limit: 'exports',
    },
  },
);
