/** The staffing search's need recognition (issue 19 §3): page permission managementSkills, as the search itself. */
import { recogniseNeedBody, recognisedNeedSchema } from '../schemas/staffing';
import { defineCalls } from './define';

export const staffingCalls = defineCalls(
  { tags: ['Staffing search'], permission: 'managementSkills' },
  {
    recogniseNeed: {
      method: 'POST',
      path: '/api/ListeDc/recogniseNeed',
      body: recogniseNeedBody,
      response: recognisedNeedSchema,
      summary:
        'Recognise the active catalogue skills a client’s need names (names, aliases, Boond ids; French or English), each once with the minimum level its words ask for (default 2)',
    },
  },
);
