import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { keyPeopleCalls } from '@my-skills/shared/calls/key-people';
import { apiData } from '../../../lib/api-client';
import { keyPeopleKeys } from './keys';

/** GET /api/KeyPeople/userNoKp: people of the viewer's scope who are not key people yet, searched (autocomplete). */
export const getUsersNoKp = (searchTerm: string, signal?: AbortSignal) =>
  apiData(keyPeopleCalls.userNoKp, { query: { searchTerm, limit: 20 }, signal });

export const useUsersNoKp = (searchTerm: string, enabled: boolean) =>
  useQuery({
    queryKey: keyPeopleKeys.withoutRecord(searchTerm),
    queryFn: ({ signal }) => getUsersNoKp(searchTerm, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
