import { useQuery } from '@tanstack/react-query';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiData } from '../../../lib/api-client';
import { cvImportKeys } from './keys';

/**
 * GET /api/Dc/details?idDc=: the row version of the file the import goes into (applying names it, as every write
 * of the file does); none when the import creates the file.
 */
export const useFileVersion = (idDc: number | null) =>
  useQuery({
    queryKey: cvImportKeys.fileVersion(idDc ?? 0),
    queryFn: ({ signal }) => apiData(skillsFileCalls.dcDetails, { query: { idDc: idDc! }, signal }),
    select: (details) => details.rowVersion,
    enabled: idDc !== null,
    staleTime: 0,
    retry: false,
  });
