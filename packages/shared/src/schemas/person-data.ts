/**
 * A person's data on request (issue 23 §2, decision 023 §2b): the DPO's export of everything the application holds
 * on one employee or candidate (a streamed ZIP).
 */
import { z } from 'zod';
import { idSchema } from './common';

/** GET /api/DataProtection/personData?personId=: the ZIP of one person's data. */
export const personDataQuery = z.object({ personId: idSchema });

/**
 * The headers the export's answer carries before its first byte, for the web's progress: what is coming, counted by
 * one query before the ZIP is written (the ZIP's own size cannot be known before it is compressed).
 */
export const PERSON_DATA_HEADERS = {
  /** How many kinds of data (sections of data.json and of the summary). */
  sections: 'x-export-sections',
  /** How many rows data.json will hold. */
  rows: 'x-export-rows',
  /** How many stored files (attachments, signed documents) the ZIP will hold, and their total size in bytes. */
  files: 'x-export-files',
  fileBytes: 'x-export-file-bytes',
} as const;
