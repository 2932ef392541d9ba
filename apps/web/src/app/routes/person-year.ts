import { useParams } from 'react-router';

/**
 * The person (:id) and the year (:year) of a yearly document's address (/page/ea/fiche/:year/:id,
 * /page/eep/bm/fiche/:year/:id), or null when either is not a valid one.
 */
export function usePersonYear(): { idUser: number; year: number } | null {
  const params = useParams();
  const idUser = Number(params.id);
  const year = Number(params.year);
  return Number.isInteger(idUser) && idUser > 0 && Number.isInteger(year) && year >= 2000 && year <= 2100
    ? { idUser, year }
    : null;
}
