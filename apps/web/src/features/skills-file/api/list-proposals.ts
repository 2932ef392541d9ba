import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsFileProposalCalls } from '@my-skills/shared/calls/skills-file-proposals';
import { apiData } from '../../../lib/api-client';
import { skillsFileKeys } from './keys';

/** GET /api/Dc/proposals?idDc=: the pending proposals to the file's person, in the file's language. */
export const listProposals = (idDc: number, signal?: AbortSignal) =>
  apiData(skillsFileProposalCalls.listProposals, { query: { idDc }, signal });

export const proposalsQueryOptions = (idDc: number) =>
  queryOptions({
    queryKey: skillsFileKeys.proposals(idDc),
    queryFn: ({ signal }) => listProposals(idDc, signal),
    staleTime: 0,
    retry: false,
  });

export const useProposals = (idDc: number, enabled = true) => useQuery({ ...proposalsQueryOptions(idDc), enabled });
