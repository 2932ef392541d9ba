import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiData } from '../../../lib/api-client';
import { mailboxQueryKey } from './list-mails';

/** GET /api/Mailbox/byId?id=: one e-mail with its text and HTML bodies. */
export const getMail = (id: number, signal?: AbortSignal) =>
  apiData(exchangesCalls.mailboxById, { query: { id }, signal });

export const mailQueryKey = (id: number) => [...mailboxQueryKey, 'detail', id] as const;
export const mailQueryOptions = (id: number) =>
  queryOptions({ queryKey: mailQueryKey(id), queryFn: ({ signal }) => getMail(id, signal), staleTime: Infinity });

export const useMail = (id: number | null) => useQuery({ ...mailQueryOptions(id ?? 0), enabled: id !== null });
