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

export function useListState(list: ListDefinition, options: { prefix?: string } = {}): ListState {
  const prefix = options.prefix ? `${options.prefix}.` : '';
  const [params, setParams] = useSearchParams();
  const key = (name: string) => `${prefix}${name}`;
  // The list's own page: while the next page loads (a lazy route keeps this one mounted), the address is already
  // the next page's — a late change (the search box's debounce) must not write this list's query into its URL.
  const { pathname } = useLocation();
  const home = useRef(pathname);

  const raw = {
    searchTerm: params.get(key('q')) ?? '',
    filters: params.get(key('filters')),
    sort: params.get(key('sort')),
    order: params.get(key('order')),
    page: params.get(key('page')),
    pageSize: params.get(key('size')),
  };

  const query = useMemo<ListQuery>(() => {
    const page = Number(raw.page);
    const pageSize = Number(raw.pageSize);
    return {
      searchTerm: raw.searchTerm.slice(0, 100),
      filters: readFilters(list, raw.filters),
      sort: raw.sort && list.sortable.includes(raw.sort) ? raw.sort : list.defaults.sort,
      order: raw.order === 'desc' || raw.order === 'asc' ? raw.order : (list.defaults.order ?? 'asc'),
      page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
      pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : LIST_PAGE_SIZES[0],
    };
  }, [list, raw.searchTerm, raw.filters, raw.sort, raw.order, raw.page, raw.pageSize]);

  const update = useCallback(
    (patch: Partial<ListQuery>) => {
      if (window.location.pathname !== home.current) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...query, ...patch };
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
        },
        // Typing in the search does not pile up history entries; a filter, sort or page change does.
        { replace: Object.keys(patch).length === 1 && 'searchTerm' in patch },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is derived from `prefix`
    [query, setParams, list, prefix],
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
