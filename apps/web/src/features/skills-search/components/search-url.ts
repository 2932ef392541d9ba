/**
 * The skills search's criteria and filters in the URL, so a search can be shared and the back button restores it:
 *   ?skills=12:3,45:2&combine=or&roles=1,2&status=3&lang=1&ymin=2&ymax=10&cert=aws
 * What the URL holds is checked as the server would: an unknown or repeated skill, a level outside 1–4, a role
 * outside 0–8… is dropped, not sent. No `skills`: no search (the page lists the people instead).
 */
import { SEARCH_CRITERIA_MAX } from '@my-skills/shared/schemas/skills-search';
import type { SearchCriteria } from '../api/search-people';

const KEYS = ['skills', 'combine', 'roles', 'status', 'lang', 'ymin', 'ymax', 'cert'] as const;

const intIn = (text: string | null, min: number, max: number): number | undefined => {
  if (text === null || !/^[0-9]{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
};

/** The search of the URL, or null when it names no (valid) criterion. */
export function readSearch(params: URLSearchParams): SearchCriteria | null {
  const seen = new Set<number>();
  const criteria = (params.get('skills') ?? '')
    .split(',')
    .flatMap((pair) => {
      const [id, level] = pair.split(':');
      const idSkill = intIn(id ?? null, 1, 2_147_483_647);
      const minLevel = intIn(level ?? null, 1, 4);
      if (idSkill === undefined || minLevel === undefined || seen.has(idSkill)) return [];
      seen.add(idSkill);
      return [{ idSkill, minLevel }];
    })
    .slice(0, SEARCH_CRITERIA_MAX);
  if (criteria.length === 0) return null;
  const roles = [
    ...new Set(
      (params.get('roles') ?? '').split(',').flatMap((r) => {
        const role = intIn(r, 0, 8);
        return role === undefined ? [] : [role];
      }),
    ),
  ];
  let minYears = intIn(params.get('ymin'), 0, 80);
  let maxYears = intIn(params.get('ymax'), 0, 80);
  if (minYears !== undefined && maxYears !== undefined && minYears > maxYears)
    [minYears, maxYears] = [maxYears, minYears];
  const certification = (params.get('cert') ?? '').trim().slice(0, 100);
  const dcStatus = intIn(params.get('status'), 1, 3);
  const idLang = intIn(params.get('lang'), 1, 2);
  return {
    criteria,
    combine: params.get('combine') === 'or' ? 'or' : 'and',
    ...(roles.length ? { roles } : {}),
    ...(dcStatus !== undefined ? { dcStatus } : {}),
    ...(idLang !== undefined ? { idLang } : {}),
    ...(minYears !== undefined ? { minYears } : {}),
    ...(maxYears !== undefined ? { maxYears } : {}),
    ...(certification ? { certification } : {}),
  };
}

/** `params` with the search written in (or removed: null); the other parameters are kept. */
export function writeSearch(params: URLSearchParams, search: SearchCriteria | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) next.delete(key);
  if (!search || search.criteria.length === 0) return next;
  next.set('skills', search.criteria.map((c) => `${c.idSkill}:${c.minLevel}`).join(','));
  if (search.combine === 'or') next.set('combine', 'or');
  if (search.roles?.length) next.set('roles', search.roles.join(','));
  if (search.dcStatus !== undefined) next.set('status', String(search.dcStatus));
  if (search.idLang !== undefined) next.set('lang', String(search.idLang));
  if (search.minYears !== undefined) next.set('ymin', String(search.minYears));
  if (search.maxYears !== undefined) next.set('ymax', String(search.maxYears));
  if (search.certification) next.set('cert', search.certification);
  return next;
}
