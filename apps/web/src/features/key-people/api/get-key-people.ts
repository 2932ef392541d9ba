import { useQuery } from '@tanstack/react-query';
import { keyPeopleCalls } from '@my-skills/shared/calls/key-people';
import { apiData } from '../../../lib/api-client';
import { keyPeopleKeys } from './keys';

/**
 * GET /api/KeyPeople?idUser=: a person's key-people record (an empty one when the person is not a key person yet),
 * with the skills of their skills file merged with the saved rates, and the delivery of the last rates.
 */
export const getKeyPeople = (idUser: number, signal?: AbortSignal) =>
  apiData(keyPeopleCalls.keyPeopleRecord, { query: { idUser }, signal });

/** The record read in the interface language (the skills' names follow it). */
export const useKeyPeopleRecord = (idUser: number, idLang: number) =>
  useQuery({
    queryKey: keyPeopleKeys.record(idUser, idLang),
    queryFn: ({ signal }) => getKeyPeople(idUser, signal),
    staleTime: 0,
    retry: false,
  });
