/** BoondManager's list paging: `page` from 1, `maxResults` (default 30, at most 500); `meta.totals.rows`. */
import { wrongAttribute } from '../envelope';
import { isObject } from './json-api';

export function pageOf<T>(all: readonly T[], query: unknown): { rows: T[]; total: number } {
  const read = (name: string, fallback: number, max: number) => {
    const raw = isObject(query) ? query[name] : undefined;
    if (raw === undefined) return fallback;
    const n = typeof raw === 'string' && /^[1-9]\d*$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(n) || n > max) throw wrongAttribute(`/${name}`);
    return n;
  };
  const page = read('page', 1, 1_000_000);
  const maxResults = read('maxResults', 30, 500);
  return { rows: all.slice((page - 1) * maxResults, page * maxResults), total: all.length };
}
