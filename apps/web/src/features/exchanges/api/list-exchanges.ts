import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@my-skills/shared/lists';
import type { ExchangePage, OutboxState } from '@my-skills/shared/schemas/exchanges';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';

/** How often the screens poll while a message is still on its way. */
export const EXCHANGE_POLL_MS = 1_000;

export const isInFlight = (state: OutboxState) => state === 'pending' || state === 'processing';

/**
 * GET /api/Exchanges/list: the outbox messages (administrators), searched, filtered, sorted and paged by the
 * server from the list's shared definition; newest first by default.
 */
export const listExchanges = (query: ListQuery, signal?: AbortSignal) =>
  apiData(exchangesCalls.exchangesList, { query: listCallQuery(query), signal });

export const exchangesQueryKey = ['exchanges'] as const;
export const listExchangesQueryKey = (query: ListQuery) => [...exchangesQueryKey, 'list', query] as const;
export const listExchangesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: listExchangesQueryKey(query),
    queryFn: ({ signal }) => listExchanges(query, signal),
    staleTime: 0,
    // Poll every second while something shown is still pending or processing; stop when all have settled.
    refetchInterval: (current) =>
      (current.state.data as ExchangePage | undefined)?.items.some((m) => isInFlight(m.state))
        ? EXCHANGE_POLL_MS
        : false,
  });

export const useExchanges = (query: ListQuery) =>
  useQuery({ ...listExchangesQueryOptions(query), placeholderData: keepPreviousData });
