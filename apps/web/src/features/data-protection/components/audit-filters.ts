import {
  AUDIT_RESULTS,
  auditActionCode,
  type AuditExportBody,
  type AuditResultCode,
  type AuditSearchQuery,
} from '@my-skills/shared/schemas/data-protection';
import { LIST_PAGE_SIZES } from '@my-skills/shared/lists';
import { dateOfDay, dayOfDate } from '../../../components/form/DateField';

/** The audit search's filters as the URL keeps them: persons by id, the period as picked days (the user's own). */
export interface AuditFilterState {
  subject?: number;
  actor?: number;
  action?: string;
  result?: AuditResultCode;
  /** 'YYYY-MM-DD', the first day of the period. */
  from?: string;
  /** 'YYYY-MM-DD', the last day of the period (included). */
  to?: string;
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

const id = (text: string | null) => (text && /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : undefined);
/** A real day (2026-02-30 is not one). */
const day = (text: string | null) => (text && dayOfDate(dateOfDay(text)) === text ? text : undefined);

/** The filters read from the URL; what does not fit is dropped, not sent. */
export function readAuditFilters(params: URLSearchParams): AuditFilterState {
  const action = params.get('action');
  const result = params.get('result');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('size'));
  return {
    subject: id(params.get('subject')),
    actor: id(params.get('actor')),
    action: action && auditActionCode.safeParse(action).success ? action : undefined,
    result: (AUDIT_RESULTS as readonly string[]).includes(result ?? '') ? (result as AuditResultCode) : undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : LIST_PAGE_SIZES[0],
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** The filters written to the URL (defaults left out), beside the page's other parameters. */
export function writeAuditFilters(current: URLSearchParams, state: AuditFilterState): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | number | undefined, fallback?: string) => {
    if (value === undefined || String(value) === fallback) next.delete(key);
    else next.set(key, String(value));
  };
  set('subject', state.subject);
  set('actor', state.actor);
  set('action', state.action);
  set('result', state.result);
  set('from', state.from);
  set('to', state.to);
  set('page', state.page, '1');
  set('size', state.pageSize, String(LIST_PAGE_SIZES[0]));
  set('order', state.order, 'desc');
  return next;
}

/** A picked day's first instant in the user's time zone; the day after `to` is the period's (excluded) end. */
const startOf = (value: string, plusDays = 0) => {
  const date = dateOfDay(value)!;
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
};

type Filters = Omit<AuditSearchQuery, 'page' | 'pageSize' | 'order' | 'sort'>;

/** The call's filters: the period from the first day's midnight to the midnight after the last day. */
export function auditCallFilters(state: AuditFilterState): Filters {
  const filters: Filters = {};
  if (state.subject !== undefined) filters.subject = state.subject;
  if (state.actor !== undefined) filters.actor = state.actor;
  if (state.action !== undefined) filters.action = state.action;
  if (state.result !== undefined) filters.result = state.result;
  if (state.from !== undefined) filters.from = startOf(state.from);
  if (state.to !== undefined) filters.to = startOf(state.to, 1);
  return filters;
}

export const auditCallQuery = (state: AuditFilterState): AuditSearchQuery => ({
  ...auditCallFilters(state),
  sort: 'at',
  order: state.order,
  page: state.page,
  pageSize: state.pageSize,
});

export const auditExportBody = (state: AuditFilterState, columns: string[]): AuditExportBody => ({
  ...auditCallFilters(state),
  sort: 'at',
  order: state.order,
  columns: columns as AuditExportBody['columns'],
});
