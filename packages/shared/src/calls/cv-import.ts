/**
 * CV import (issue 21): read a .docx or .pdf CV into a proposed skills file (Cv2Dc/cv2dc), apply the rows kept
 * (Cv2Dc/apply), the original and what was extracted (getCV, getCVJson), and the import logs (logs, logs/export;
 * page permission logsCv2Dc: internal role 1 or 2). Importing needs ficheDc; who may import for whom (own file, a
 * recruiter for a candidate, a manager for a team member) is the skills file's own rule, checked by the service.
 */
import {
  cv2dcQuery,
  cvApplyBody,
  cvApplyResultSchema,
  cvImportIdQuery,
  cvImportJsonSchema,
  cvImportLogsExportBody,
  cvImportLogsPageSchema,
  cvImportLogsQuery,
  cvImportSchema,
} from '../schemas/cv-import';
import { defineCalls } from './define';

export const cvImportCalls = defineCalls(
  { tags: ['CV import'], permission: 'ficheDc' },
  {
    cv2dc: {
      method: 'POST',
      path: '/api/Cv2Dc/cv2dc',
      query: cv2dcQuery,
      multipart: true,
      response: cvImportSchema,
      summary: 'Reads a CV (.docx or .pdf, one file part, at most 10 MB) into a proposed skills file, to review',
      description:
        'Nothing is written into the skills file: the answer is the proposal (each row with the text it was read ' +
        'from) and warnings. The import is logged and the original kept. 413 too large, 415 not a .docx or .pdf ' +
        '(detected from the content), 422 unreadable, too many pages, too long to read or no text.',
    },
    cvApply: {
      method: 'POST',
      path: '/api/Cv2Dc/apply',
      body: cvApplyBody,
      response: cvApplyResultSchema,
      summary: 'Writes the rows kept into a draft of the skills file, in one transaction',
      description:
        'Into the draft, or a new draft version of a validated file, or a new file; never into a submitted file ' +
        '(422). Each row is checked as when typed; rows already in the file are not written twice.',
      message: 'messages.cvImportApplied',
    },
    getCv: {
      method: 'GET',
      path: '/api/Cv2Dc/getCV',
      query: cvImportIdQuery,
      summary: 'The original CV of an import (binary, Content-Disposition: attachment)',
    },
    getCvJson: {
      method: 'GET',
      path: '/api/Cv2Dc/getCVJson',
      query: cvImportIdQuery,
      response: cvImportJsonSchema,
      summary: 'What was extracted from an import’s CV: the lines read, in reading order, and the proposal',
    },
    cvImportLogs: {
      method: 'GET',
      path: '/api/Cv2Dc/logs',
      query: cvImportLogsQuery,
      response: cvImportLogsPageSchema,
      permission: 'logsCv2Dc',
      summary: 'The CV imports of a period (start, end: days, end included), filtered, sorted and paged',
    },
    cvImportLogsExport: {
      method: 'POST',
      path: '/api/Cv2Dc/logs/export',
      body: cvImportLogsExportBody,
      permission: 'logsCv2Dc',
      limit: 'exports',
      summary: 'The CV imports of a period as an Excel workbook (the list’s filters, sort and columns)',
    },
  },
);
