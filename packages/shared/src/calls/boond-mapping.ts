/** BoondManager's dictionary and the administrator's mapping (BoondMapping/*). Administrators only. */
import {
  boondMappingDeleteQuery,
  boondMappingSaveBody,
  boondMappingSavedSchema,
  boondMappingSchema,
} from '../schemas/boond-mapping';
import { defineCalls } from './define';

const ADMIN = 'Administrators only (internal role 1 or 2).';

export const boondMappingCalls = defineCalls(
  { tags: ['External staffing system'] },
  {
    boondMappingList: {
      method: 'GET',
      path: '/api/BoondMapping/list',
      response: boondMappingSchema,
      summary: `BoondManager’s dictionary (kept, read the first time) and, per kind (languages, levels, experience, tools, action types), each of our values with its decision, its state and a proposal matched by label; how many values need a decision and how many exchanges are held for one. ${ADMIN}`,
    },
    boondMappingSave: {
      method: 'PUT',
      path: '/api/BoondMapping/save',
      body: boondMappingSaveBody,
      response: boondMappingSavedSchema,
      summary: `Record decisions: our value → the tenant’s id (checked against the dictionary: 422 otherwise), or null for “not sent”. The exchanges held for a value are re-queued (requeued). ${ADMIN}`,
      message: 'messages.boondMappingSaved',
    },
    boondMappingDelete: {
      method: 'DELETE',
      path: '/api/BoondMapping/delete',
      query: boondMappingDeleteQuery,
      response: boondMappingSavedSchema,
      summary: `Forget a decision: the value needs a decision again, and messages that need it are held (404 when none was taken). ${ADMIN}`,
      message: 'messages.boondMappingForgotten',
    },
    boondMappingRefresh: {
      method: 'POST',
      path: '/api/BoondMapping/refreshDictionary',
      response: boondMappingSchema,
      summary: `Read BoondManager’s dictionary again now (502 with BoondManager’s reason when it cannot be read); the held exchanges are tried again. ${ADMIN}`,
      message: 'messages.boondDictionaryRefreshed',
    },
  },
);
