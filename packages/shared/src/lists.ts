/**
 * The lists' one query language (docs/decisions/019-management-lists.md): a list names its columns once — type,
 * sortable, filterable, the values of an enumeration — and gets from `defineList` the Zod schemas of its page
 * query (GET: `filters` as a JSON string, as it travels in a URL) and of its Excel export (POST: the same query, the
 * filters as an array, the visible columns). The server maps each column to an SQL expression and the filters to
 * parameterised SQL through one helper (apps/server/src/lib/lists); the web's grid wrapper builds its filter bar,
 * its URL state and its export from the same definition.
 *
 * Filter values are strings (they come from a URL); each is checked against its column's type and operator. A bad
 * filter answers 400 LIST_FILTER_INVALID naming the filter, never a 500.
 */
import { z } from 'zod';
import { LIMITS, LIST_FILTER_OPERATORS, type ListFilterOperator } from './constants';
import { integerInput, searchTermSchema } from './schemas/common';

export type ListColumnType = 'text' | 'number' | 'date' | 'enum' | 'boolean';

export interface ListColumnSpec {
  type: ListColumnType;
  /** Sorted by the server (one column at a time). */
  sortable?: boolean;
  /** Offered in the filter bar. */
  filterable?: boolean;
  /** An enumeration's values (ids or codes), as strings. */
  options?: readonly string[];
  /** Exported and shown, but not a column the export may leave out. */
  required?: boolean;
}

/** The operators each column type accepts. */
export const OPERATORS_BY_TYPE: Record<ListColumnType, readonly ListFilterOperator[]> = {
  text: ['containing', 'equal', 'different', 'empty', 'notEmpty'],
  number: ['equal', 'between', 'greater', 'less', 'different', 'empty', 'notEmpty'],
  date: ['equal', 'between', 'greater', 'less', 'different', 'empty', 'notEmpty'],
  enum: ['equal', 'different', 'empty', 'notEmpty'],
  boolean: ['equal'],
};

/** Operators that take no value, and the one that takes two. */
export const VALUELESS_OPERATORS: readonly ListFilterOperator[] = ['empty', 'notEmpty'];
export const RANGE_OPERATOR: ListFilterOperator = 'between';

export const LIST_PAGE_SIZES = [25, 50, 100] as const;
export const LIST_PAGE_SIZE_MAX = 100;
/**
 * How far past a page a filtered list counts its matches (issue 24 §2): beyond, the answer says "more than" instead of
 * counting every match — a count that would grow with the population. Unfiltered totals are exact (precomputed).
 */
export const LIST_COUNT_CAP = 1000;
/** The most filters one query carries. */
export const LIST_FILTERS_MAX = 20;
/** The code of a refused filter; an issue's message is `LIST_FILTER_INVALID: <what is wrong>`. */
export const LIST_FILTER_INVALID = 'LIST_FILTER_INVALID';

const NUMBER = /^-?[0-9]{1,12}(\.[0-9]{1,6})?$/;
const DATE = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

export interface ListFilter {
  field: string;
  op: ListFilterOperator;
  value?: string;
  value2?: string;
}

/** Why a value does not fit its column, or null. */
function valueProblem(spec: ListColumnSpec, value: string | undefined): string | null {
  if (value === undefined || value === '') return 'a value is needed';
  if (value.length > LIMITS.searchTermMax) return 'the value is too long';
  switch (spec.type) {
    case 'number':
      return NUMBER.test(value) ? null : 'not a number';
    case 'date':
      return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? null : 'not a date (YYYY-MM-DD)';
    case 'enum':
      return spec.options?.includes(value) ? null : 'not one of the values';
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'not true or false';
    default:
      // eslint-disable-next-line no-control-regex -- control characters are refused in every text
      return /[\u0000-\u001f]/.test(value) ? 'control characters' : null;
  }
}

/** Why a filter does not fit the list's columns, or null (used by the schema and by the web's filter bar). */
export function filterProblem(columns: Record<string, ListColumnSpec>, filter: ListFilter): string | null {
  const spec = Object.hasOwn(columns, filter.field) ? columns[filter.field] : undefined;
  if (!spec?.filterable) return `'${filter.field}' is not a filterable column`;
  if (!OPERATORS_BY_TYPE[spec.type].includes(filter.op)) return `'${filter.op}' does not apply to '${filter.field}'`;
  if (VALUELESS_OPERATORS.includes(filter.op)) return null;
  const first = valueProblem(spec, filter.value);
  if (first) return `${filter.field}: ${first}`;
  if (filter.op === RANGE_OPERATOR) {
    const second = valueProblem(spec, filter.value2);
    if (second) return `${filter.field}: ${second} (second bound)`;
  }
  return null;
}

const filterItem = z.object({
  field: z.string().max(64),
  op: z.enum(LIST_FILTER_OPERATORS),
  value: z.string().max(LIMITS.searchTermMax).optional(),
  value2: z.string().max(LIMITS.searchTermMax).optional(),
});

const sortOrder = z.enum(['asc', 'desc']);

function parseJson(text: string, ctx: z.RefinementCtx): unknown {
  if (text === '') return [];
  try {
    return JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: `${LIST_FILTER_INVALID}: filters are not JSON`, input: text });
    return z.NEVER;
  }
}

/** The schemas of one list (its page query and its export body), from its columns. */
export function defineList<const C extends Record<string, ListColumnSpec>>(
  columns: C,
  defaults: { sort: keyof C & string; order?: 'asc' | 'desc' },
) {
  const keys = Object.keys(columns) as (keyof C & string)[];
  const sortable = keys.filter((k) => columns[k]!.sortable);
  const checkFilters = (filters: ListFilter[], ctx: z.RefinementCtx) => {
    filters.forEach((filter, index) => {
      const problem = filterProblem(columns, filter);
      if (problem)
        ctx.addIssue({ code: 'custom', message: `${LIST_FILTER_INVALID}: ${problem}`, path: [index], input: filter });
    });
  };
  const filterArray = z.array(filterItem).max(LIST_FILTERS_MAX).superRefine(checkFilters);
  const base = {
    /** Quick search over the list's names (words, all of them). */
    searchTerm: searchTermSchema.default(''),
    sort: z.enum(sortable as [string, ...string[]]).default(defaults.sort),
    order: sortOrder.default(defaults.order ?? 'asc'),
  };
  const query = z.object({
    ...base,
    page: integerInput(1, 100_000).default(1),
    pageSize: integerInput(1, LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZES[0]),
    /** The filters as JSON (`[{"field":"status","op":"equal","value":"2"}]`), as they travel in a URL. */
    filters: z
      .string()
      .max(4000)
      .default('')
      .transform(parseJson)
      .pipe(filterArray as z.ZodType<ListFilter[]>),
  });
  const exportBody = z.object({
    ...base,
    filters: filterArray.default([]),
    /** The visible columns, in order (default: all). */
    columns: z
      .array(z.enum(keys as [string, ...string[]]))
      .max(keys.length)
      .optional(),
  });
  return { columns, keys, sortable, defaults, query, exportBody };
}

export type ListDefinition = ReturnType<typeof defineList>;
/** A list's page query and export body, as the server receives them after validation. */
export interface ListQuery {
  searchTerm: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  filters: ListFilter[];
}
export type ListExport = Omit<ListQuery, 'page' | 'pageSize'> & { columns?: string[] };

/**
 * The answer of a paged list: its rows and how many match — or, with `totalCapped`, that more than `total` match (the
 * count stopped LIST_COUNT_CAP rows past the page's start).
 */
export const listPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
