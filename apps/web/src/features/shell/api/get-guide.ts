import { useMutation } from '@tanstack/react-query';
import type { GuideKey } from '@my-skills/shared/constants';
import { GUIDE_FILES } from '@my-skills/shared/constants';
import { filesCalls } from '@my-skills/shared/calls/files';
import { apiData } from '../../../lib/api-client';
import { downloadBase64File } from '../../../lib/download';

/** GET /api/File/guide?fileName=: a guide PDF (base64), in the person's language. */
export const getGuide = (guide: GuideKey) => apiData(filesCalls.guide, { query: { fileName: GUIDE_FILES[guide] } });

/** Downloads a guide on demand (not cached: a PDF is only fetched when asked for). */
export function useDownloadGuide() {
  return useMutation({
    mutationFn: getGuide,
    onSuccess: (file) => downloadBase64File(file),
  });
}
