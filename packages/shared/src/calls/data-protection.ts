/**
 * The data protection screen (issue 23 §2a, decision 023): the audit trail's search, Excel export and chain
 * verification, the register of processing activities, and the person lookup of the search's pickers.
 */
import {
  auditExportBody,
  auditPageSchema,
  auditSearchQuery,
  chainVerificationSchema,
  peopleLookupQuery,
  peopleLookupSchema,
  registerQuery,
  registerSchema,
} from '../schemas/data-protection';
import { defineCalls } from './define';

const WHO = 'The DPO (role 7) and administrators (internal role 1) only.';

export const dataProtectionCalls = defineCalls(
  { tags: ['Data protection'], permission: 'dataProtection' },
  {
    auditSearch: {
      method: 'GET',
      path: '/api/DataProtection/auditSearch',
      query: auditSearchQuery,
      response: auditPageSchema,
      summary: `Search the audit trail: whose data (subject), who acted (actor), action, result, period; newest first, paged. ${WHO}`,
      description:
        'The total is counted up to 10 000 (`totalCapped` beyond). A search is itself audited (action auditSearch, its filters in the detail) when it asks for its first page: the pages after it are the same search.',
    },
    auditExport: {
      method: 'POST',
      path: '/api/DataProtection/auditExport',
      body: auditExportBody,
      summary: `The audit trail as searched, in Excel (streamed; X-Total-Count gives the number of rows); audited (auditExport). ${WHO}`,
      limit: 'exports',
    },
    verifyChain: {
      method: 'POST',
      path: '/api/DataProtection/verifyChain',
      response: chainVerificationSchema,
      summary: `Recompute the trail's hash chain: how many entries were checked and the first broken link, if any; audited (verifyChain, result ok or failed). ${WHO}`,
    },
    register: {
      method: 'GET',
      path: '/api/DataProtection/register',
      query: registerQuery,
      response: registerSchema,
      summary: `The register of processing activities, generated from the application's data model (each category of data names its tables, with their row counts), in French or English; audited (register). ${WHO}`,
    },
    registerExport: {
      method: 'POST',
      path: '/api/DataProtection/registerExport',
      body: registerQuery,
      summary: `The register of processing activities in Excel; audited (registerExport). ${WHO}`,
      limit: 'exports',
    },
    people: {
      method: 'GET',
      path: '/api/DataProtection/people',
      query: peopleLookupQuery,
      response: peopleLookupSchema,
      summary: `Employees and candidates by name or e-mail (20 at most), or one by id: who a search is about. Not audited: it names persons and shows nothing about them; the search that follows is. ${WHO}`,
    },
  },
);
