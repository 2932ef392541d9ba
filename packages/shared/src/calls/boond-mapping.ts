/** BoondManager's dictionary and the administrator's mapping (BoondMapping/*). Administrators only. */
import {
  boondMappingDeleteQuery,
  boondMappingSaveBody,
  boondMappingSavedSchema,
  boondMappingSchema,
} from '../schemas/boond-mapping';
import { defineCalls } from './define';

export const boondMappingCalls = defineCalls({
  boondMappingList: { method: 'GET', path: '/api/BoondMapping/list', response: boondMappingSchema },
  boondMappingSave: {
    method: 'PUT',
    path: '/api/BoondMapping/save',
    body: boondMappingSaveBody,
    response: boondMappingSavedSchema,
  },
  boondMappingDelete: {
    method: 'DELETE',
    path: '/api/BoondMapping/delete',
    query: boondMappingDeleteQuery,
    response: boondMappingSavedSchema,
  },
  boondMappingRefresh: {
    method: 'POST',
    path: '/api/BoondMapping/refreshDictionary',
    response: boondMappingSchema,
  },
});
