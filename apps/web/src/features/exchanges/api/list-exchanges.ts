import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ExchangeKind,
  type ExchangeObjectType,
  type ExchangePage,
  type OutboxState,
} from '@my-skills/shared/schemas/exchanges';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiData } from '../../../lib/api-client';

export interface ExchangeFilters {
  state?: OutboxState;
  objectType?: ExchangeObjectType;
  kind?: ExchangeKind;
  personId?: number;
  /** Created on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Created on or before this day (YYYY-MM-DD). */
  to?: string;
  page: number;
  pageSize: number;
}

/** How often the screens poll while a message is still on its way. */
export const EXCHANGE_POLL_MS = 1_000;

export const isInFlight = (state: OutboxState) => state === 'pending' || state === 'processing';

/** GET /api/Exchanges/list: outbox messages, newest first, filtered and paged (administrators). */
export const listExchanges = (filters: ExchangeFilters, signal?: AbortSignal) =>
  apiData(exchangesCalls.exchangesList, { query: { ...filters }, signal });

export const exchangesQueryKey = ['exchanges'] as const;
export const listExchangesQueryKey = (filters: ExchangeFilters) => [...exchangesQueryKey, 'list', filters] as const;
export const listExchangesQueryOptions = (filters: ExchangeFilters) =>
  queryOptions({
    queryKey: listExchangesQueryKey(filters),
    queryFn: ({ signal }) => listExchanges(filters, signal),
    staleTime: 0,
    // Poll every second while something shown is still pending or processing; stop when all have settled.
    refetchInterval: (query) =>
      (query.state.data as ExchangePage | undefined)?.items.some((m) => isInFlight(m.state)) ? EXCHANGE_POLL_MS : false,
  });

export const useExchanges = (filters: ExchangeFilters) =>
  useQuery({ ...listExchangesQueryOptions(filters), placeholderData: keepPreviousData });
