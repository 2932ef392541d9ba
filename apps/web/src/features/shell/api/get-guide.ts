import { useMutation } from '@tanstack/react-query';
import { base64FileSchema } from '@my-skills/shared/schemas/files';
import type { GuideKey } from '@my-skills/shared/constants';
import { GUIDE_FILES } from '@my-skills/shared/constants';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { downloadBase64File } from '../../../lib/download';

/** GET /api/File/guide?fileName=: a guide PDF (base64), in the person's language. */
export const getGuide = (guide: GuideKey) =>
  apiData(apiPaths.guide, { query: { fileName: GUIDE_FILES[guide] }, schema: base64FileSchema });

/** Downloads a guide on demand (not cached: a PDF is only fetched when asked for). */
export function useDownloadGuide() {
  return useMutation({
    mutationFn: getGuide,
    onSuccess: (file) => downloadBase64File(file),
  });
}
