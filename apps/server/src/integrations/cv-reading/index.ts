/**
 * Reading a CV (issue 21 §1): a .docx or .pdf turned into lines of text in reading order, off the request thread.
 * `createCvReader` is created once (app.ts) and closed with the app; `checkCv` is the size and format check alone.
 */
export { createCvReader, checkCv, cvFileName, cvFormatOf, type CvReader, type CvReaderOptions } from './reader';
export type { CvReadOptions, CvTextLine, ExtractedCv, ReadCv } from './types';
