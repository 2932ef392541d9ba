import { useQuery } from '@tanstack/react-query';
import { cvImportCalls } from '@my-skills/shared/calls/cv-import';
import { apiData, callUrl } from '../../../lib/api-client';
import { cvImportKeys } from './keys';

/** GET /api/Cv2Dc/getCV?id=: the original CV, as a link target (the browser saves it). */
export const cvDownloadUrl = (id: number) => callUrl(cvImportCalls.getCv, { id });

/** GET /api/Cv2Dc/getCVJson?id=: what was extracted (the lines read, in reading order) and understood. */
export const useCvJson = (id: number | null) =>
  useQuery({
    queryKey: cvImportKeys.json(id ?? 0),
    queryFn: ({ signal }) => apiData(cvImportCalls.getCvJson, { query: { id: id! }, signal }),
    enabled: id !== null,
    retry: false,
  });
