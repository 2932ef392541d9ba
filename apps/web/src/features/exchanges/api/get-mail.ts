import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailDetailSchema } from '@my-skills/shared/schemas/exchanges';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { mailboxQueryKey } from './list-mails';

/** GET /api/Mailbox/byId?id=: one e-mail with its text and HTML bodies. */
export const getMail = (id: number, signal?: AbortSignal) =>
  apiData(apiPaths.mailboxById, { query: { id }, schema: mailDetailSchema, signal });

export const mailQueryKey = (id: number) => [...mailboxQueryKey, 'detail', id] as const;
export const mailQueryOptions = (id: number) =>
  queryOptions({ queryKey: mailQueryKey(id), queryFn: ({ signal }) => getMail(id, signal), staleTime: Infinity });

export const useMail = (id: number | null) => useQuery({ ...mailQueryOptions(id ?? 0), enabled: id !== null });
