import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@my-skills/shared/lists';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';

/** GET /api/Mailbox/list: the local mailbox (no SMTP server), searched, filtered, sorted and paged by the server. */
export const listMails = (query: ListQuery, signal?: AbortSignal) =>
  apiData(exchangesCalls.mailboxList, { query: listCallQuery(query), signal });

export const mailboxQueryKey = ['mailbox'] as const;
export const listMailsQueryKey = (query: ListQuery) => [...mailboxQueryKey, 'list', query] as const;
export const listMailsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: listMailsQueryKey(query),
    queryFn: ({ signal }) => listMails(query, signal),
    staleTime: 0,
  });

/** `pollMs`: refresh while a sent mail is expected to arrive. */
export const useMails = (query: ListQuery, pollMs: number | false = false) =>
  useQuery({ ...listMailsQueryOptions(query), placeholderData: keepPreviousData, refetchInterval: pollMs });
