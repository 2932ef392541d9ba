import { z } from 'zod';
import { GUIDE_FILES } from '../constants';

const guideNames = Object.values(GUIDE_FILES) as [string, ...string[]];

/** GET /api/File/guide?fileName=: a guide PDF, as base64. */
export const guideQuery = z.object({ fileName: z.enum(guideNames) });
export const base64FileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  content: z.string(),
});
export type Base64File = z.infer<typeof base64FileSchema>;
