/**
 * The business-manager review (EEP BM): its details and one save, opening a year's review, the skill payload of the
 * nine categories, the summary with the radar's series, the checks before submit and validate, and the export with
 * the server-drawn radar. Status, signature and resend are the kernel's shared calls (Ea/status, Ea/managerSigned
 * with `type: 'eepBm'`; Boond/uploadFileToBoondEA with `objectType: 'eepBm'`).
 */
import {
  checkEepDataQuery,
  checkEepDataSchema,
  downloadEepBmQuery,
  eepBmDetailsQuery,
  eepBmDetailsSchema,
  eepBmPersonYearQuery,
  eepBmSkillsBody,
  eepBmSkillsSchema,
  eepBmSummaryQuery,
  eepBmSummarySchema,
  eepBmUpdateBody,
  eepBmWriteResultSchema,
  saveEepBmBody,
} from '../schemas/eep-bm';
import { base64FileSchema } from '../schemas/files';
import { defineCalls } from './define';

/** Page permission ficheEepBm (role 3–5, not a subcontractor) for every call; per-review rules in the service. */
export const eepBmCalls = defineCalls(
  { tags: ['Business-manager review'], permission: 'ficheEepBm' },
  {
    eepBmDetails: {
      method: 'GET',
      path: '/api/Ea/eepBmDetails',
      query: eepBmDetailsQuery,
      response: eepBmDetailsSchema,
      summary: 'A person’s review of a year with its lines, summary, radar series, history and rights',
    },
    eepBmUpdate: {
      method: 'PUT',
      path: '/api/Ea/eepBmDetails',
      body: eepBmUpdateBody,
      response: eepBmWriteResultSchema,
      summary: 'Saves the review: each side its own fields, languages, next-year actions and skill lines',
      message: 'messages.eepBmSaved',
    },
    eepBmOpen: {
      method: 'POST',
      path: '/api/Ea/saveEepBM',
      body: saveEepBmBody,
      response: eepBmWriteResultSchema,
      summary: 'Opens a person’s review of this year (or answers the one already open)',
    },
    eepBmSkills: {
      method: 'GET',
      path: '/api/Ea/eepBmSkills',
      query: eepBmPersonYearQuery,
      response: eepBmSkillsSchema,
      summary: 'The nine categories (6–14) with their lines, goals and both visions',
    },
    eepBmSkillsSave: {
      method: 'PUT',
      path: '/api/Ea/eepBmSkills',
      body: eepBmSkillsBody,
      response: eepBmWriteResultSchema,
      summary: 'Saves skill lines (bdskills … epskills): each side its own vision and comment',
      message: 'messages.eepBmSaved',
    },
    eepBmSummary: {
      method: 'GET',
      path: '/api/Ea/eepBmSummary',
      query: eepBmSummaryQuery,
      response: eepBmSummarySchema,
      summary: 'The global summary under a profile: objective, both visions, difference, colour, radar series',
    },
    eepBmCheck: {
      method: 'GET',
      path: '/api/Ea/checkEEPData',
      query: checkEepDataQuery,
      response: checkEepDataSchema,
      summary: 'What is missing before submit (the owner) or validate (the reviewer), by flag and by field',
    },
    eepBmDownload: {
      method: 'GET',
      path: '/api/SpireDoc/downLoadEEPBM',
      query: downloadEepBmQuery,
      response: base64FileSchema,
      summary: 'The review as PDF or Word in its language, with the radar drawn by the server',
      limit: 'exports',
    },
  },
);
