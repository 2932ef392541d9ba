import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { eepBmCalls } from '@my-skills/shared/calls/eep-bm';
import { apiData } from '../../../lib/api-client';
import { eepBmKeys } from './keys';

/**
 * GET /api/Ea/eepBmDetails?idUser=&year=&idLang=: the whole review under its own profile (lines, summary, radar
 * series), its history, the viewer's permissions and check; 404 while the year's review is not opened.
 */
export const getEepBmDetails = (
  idUser: number,
  year: number,
  idLang: number,
  signal?: AbortSignal,
  idBusinessManager?: number,
) => apiData(eepBmCalls.eepBmDetails, { query: { idUser, year, idLang, idBusinessManager }, signal });

/** The review read in the interface language; after a switch of language the former read stays until the new one. */
export const useEepBmDetails = (idUser: number, year: number, idLang: number) =>
  useQuery({
    queryKey: eepBmKeys.detailsOf(idUser, year, idLang),
    queryFn: ({ signal }) => getEepBmDetails(idUser, year, idLang, signal),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

/**
 * The review under another profile than its own (decision 018: anyone reading it may preview it so, nothing is
 * saved): its lines' goals and categories' objectives as the server reads them; none asked while `idBusinessManager`
 * is null (the review's own profile is shown).
 */
export const useEepBmPreview = (idUser: number, year: number, idLang: number, idBusinessManager: number | null) =>
  useQuery({
    queryKey: eepBmKeys.previewOf(idUser, year, idLang, idBusinessManager ?? 0),
    queryFn: ({ signal }) => getEepBmDetails(idUser, year, idLang, signal, idBusinessManager!),
    enabled: idBusinessManager !== null,
    retry: false,
  });
