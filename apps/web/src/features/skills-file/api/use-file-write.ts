import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';
import { skillsFileKeys } from './keys';

/**
 * After a write on a file: the new row version is put into the loaded details at once (so a following write
 * names it even before the refetch), then the file is read again.
 */
export function useFileWriteSettled() {
  const queryClient = useQueryClient();
  return useCallback(
    (rowVersion?: number) => {
      if (rowVersion !== undefined) {
        queryClient.setQueriesData<DcDetails>({ queryKey: skillsFileKeys.details() }, (old) =>
          old ? { ...old, rowVersion } : old,
        );
      }
      return queryClient.invalidateQueries({ queryKey: skillsFileKeys.all });
    },
    [queryClient],
  );
}
