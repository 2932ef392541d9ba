import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiData } from '../../../lib/api-client';

export interface MailFilters {
  /** Part of the recipient's address. */
  to?: string;
  page: number;
  pageSize: number;
}

/** GET /api/Mailbox/list: the local mailbox (no SMTP server), newest first. */
export const listMails = (filters: MailFilters, signal?: AbortSignal) =>
  apiData(exchangesCalls.mailboxList, { query: { ...filters }, signal });

export const mailboxQueryKey = ['mailbox'] as const;
export const listMailsQueryKey = (filters: MailFilters) => [...mailboxQueryKey, 'list', filters] as const;
export const listMailsQueryOptions = (filters: MailFilters) =>
  queryOptions({
    queryKey: listMailsQueryKey(filters),
    queryFn: ({ signal }) => listMails(filters, signal),
    staleTime: 0,
  });

/** `pollMs`: refresh while a sent mail is expected to arrive. */
export const useMails = (filters: MailFilters, pollMs: number | false = false) =>
  useQuery({ ...listMailsQueryOptions(filters), placeholderData: keepPreviousData, refetchInterval: pollMs });
