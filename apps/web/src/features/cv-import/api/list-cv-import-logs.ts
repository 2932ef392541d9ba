import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cvImportCalls } from '@my-skills/shared/calls/cv-import';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { cvImportKeys } from './keys';

export interface LogPeriod {
  /** 'YYYY-MM-DD', both days included. */
  start: string;
  end: string;
}

/** GET /api/Cv2Dc/logs: the imports of a period, searched, filtered, sorted, paged. */
export const useCvImportLogs = (query: ListQuery, period: LogPeriod) =>
  useQuery({
    queryKey: cvImportKeys.logs({ query, period }),
    queryFn: ({ signal }) =>
      apiData(cvImportCalls.cvImportLogs, { query: { ...listCallQuery(query), ...period }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
