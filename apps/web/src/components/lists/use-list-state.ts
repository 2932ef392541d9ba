import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  filterProblem,
  LIST_PAGE_SIZES,
  type ListDefinition,
  type ListExport,
  type ListFilter,
  type ListQuery,
} from '@my-skills/shared/lists';
import { LIST_FILTER_OPERATORS } from '@my-skills/shared/constants';

/**
 * A list's query — quick search, filters, sort, page and page size — kept in the URL (docs/decisions/019), so a
 * filtered list can be shared and the back button restores it. Two lists on one page use a `prefix` each. What the
 * URL holds is checked against the list's definition: an unknown column, operator or value is dropped, not sent.
 */
export interface ListState {
  query: ListQuery;
  /** Changes part of the query; any change but the page starts again on the first page. */
  update: (patch: Partial<ListQuery>) => void;
  /** The export body of the current query (no paging). */
  exportBody: (columns?: string[]) => ListExport;
}

const OPERATORS = new Set<string>(LIST_FILTER_OPERATORS);

function readFilters(list: ListDefinition, text: string | null): ListFilter[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (f): f is ListFilter =>
          typeof f === 'object' &&
          f !== null &&
          typeof (f as ListFilter).field === 'string' &&
          OPERATORS.has((f as ListFilter).op),
      )
      .map((f) => ({
        field: f.field,
        op: f.op,
        ...(typeof f.value === 'string' ? { value: f.value } : {}),
        ...(typeof f.value2 === 'string' ? { value2: f.value2 } : {}),
      }))
      .filter((f) => filterProblem(list.columns, f) === null);
  } catch {
    return [];
  }
}

/** The list's query as `params` hold it (`key` adds the list's prefix), checked against its definition. */
export function readQuery(list: ListDefinition, params: URLSearchParams, key: (name: string) => string): ListQuery {
  const page = Number(params.get(key('page')));
  const pageSize = Number(params.get(key('size')));
  const sort = params.get(key('sort'));
  const order = params.get(key('order'));
  return {
    searchTerm: (params.get(key('q')) ?? '').slice(0, 100),
    filters: readFilters(list, params.get(key('filters'))),
    sort: sort && list.sortable.includes(sort) ? sort : list.defaults.sort,
    order: order === 'desc' || order === 'asc' ? order : (list.defaults.order ?? 'asc'),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : LIST_PAGE_SIZES[0],
  };
}

/**
 * The parameters after a change of part of the list's query (`prefix` the list's, '' for none): any change but the
 * page's starts again on the first page; a value equal to the list's default is left out of the address.
 */
export function nextListParams(
  list: ListDefinition,
  current: URLSearchParams,
  prefix: string,
  patch: Partial<ListQuery>,
): URLSearchParams {
  const key = (name: string) => `${prefix}${name}`;
  const next = new URLSearchParams(current);
  const merged = { ...readQuery(list, current, key), ...patch };
  if (!('page' in patch)) merged.page = 1;
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(key(name));
    else next.set(key(name), value);
  };
  set('q', merged.searchTerm, '');
  set('filters', merged.filters.length ? JSON.stringify(merged.filters) : '', '');
  set('sort', merged.sort, list.defaults.sort);
  set('order', merged.order, list.defaults.order ?? 'asc');
  set('page', String(merged.page), '1');
  set('size', String(merged.pageSize), String(LIST_PAGE_SIZES[0]));
  return next;
}

export function useListState(list: ListDefinition, options: { prefix?: string } = {}): ListState {
  const prefix = options.prefix ? `${options.prefix}.` : '';
  const [params, setParams] = useSearchParams();
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);
  // The list's own page: while the next page loads (a lazy route keeps this one mounted), the address is already
  // the next page's — a late change (the search box's debounce) must not write this list's query into its URL.
  const { pathname } = useLocation();
  const home = useRef(pathname);

  // Keyed on this list's own parameters: another list's change on the same page does not make a new query.
  const own = ['q', 'filters', 'sort', 'order', 'page', 'size'].map((name) => params.get(key(name)) ?? '').join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `params` is read through this list's own values
  const query = useMemo<ListQuery>(() => readQuery(list, params, key), [list, own, key]);

  const update = useCallback(
    (patch: Partial<ListQuery>) => {
      if (window.location.pathname !== home.current) return;
      // Built on the parameters React Router gives (this render's). The catalogue merge test's search going back
      // to the previous term was the list's search box following a late echo of its own change (DataList, decision
      // 004), not this; building on the address instead (lib/use-search-writer) fixed a stale-render case never seen.
      setParams((current) => nextListParams(list, current, prefix, patch), {
        // Typing in the search does not pile up history entries; a filter, sort or page change does.
        replace: Object.keys(patch).length === 1 && 'searchTerm' in patch,
      });
    },
    [setParams, list, prefix],
  );

  const exportBody = useCallback(
    (columns?: string[]): ListExport => ({
      searchTerm: query.searchTerm,
      filters: query.filters,
      sort: query.sort,
      order: query.order,
      ...(columns ? { columns } : {}),
    }),
    [query],
  );

  return { query, update, exportBody };
}

/** The GET query of a list call: the filters as JSON, as the server's schema reads them. */
export const listCallQuery = (query: ListQuery) => ({
  searchTerm: query.searchTerm,
  sort: query.sort,
  order: query.order,
  page: query.page,
  pageSize: query.pageSize,
  filters: query.filters.length ? JSON.stringify(query.filters) : '',
});
