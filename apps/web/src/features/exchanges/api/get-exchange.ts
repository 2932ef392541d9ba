import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ExchangeDetail } from '@my-skills/shared/schemas/exchanges';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiData } from '../../../lib/api-client';
import { EXCHANGE_POLL_MS, exchangesQueryKey, isInFlight } from './list-exchanges';

/** GET /api/Exchanges/byId?id=: one message with its payload, last error and every attempt. */
export const getExchange = (id: number, signal?: AbortSignal) =>
  apiData(exchangesCalls.exchangeById, { query: { id }, signal });

export const exchangeQueryKey = (id: number) => [...exchangesQueryKey, 'detail', id] as const;
export const exchangeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: exchangeQueryKey(id),
    queryFn: ({ signal }) => getExchange(id, signal),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data as ExchangeDetail | undefined;
      return data && isInFlight(data.state) ? EXCHANGE_POLL_MS : false;
    },
  });

export const useExchange = (id: number | null) => useQuery({ ...exchangeQueryOptions(id ?? 0), enabled: id !== null });
