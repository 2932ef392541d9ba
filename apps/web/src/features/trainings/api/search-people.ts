import { useQuery } from '@tanstack/react-query';
import { teamCalls } from '@my-skills/shared/calls/team';
import { apiData } from '../../../lib/api-client';
import { trainingKeys } from './keys';

/** GET /api/ListMyConsultant/recherche: the people I follow whose name matches (the new wish's person). */
export const searchPeople = (term: string, signal?: AbortSignal) =>
  apiData(teamCalls.teamSearch, { query: { searchTerm: term, pageSize: 20 }, signal });

export const usePeopleSearch = (term: string) =>
  useQuery({ queryKey: trainingKeys.people(term), queryFn: ({ signal }) => searchPeople(term, signal) });
