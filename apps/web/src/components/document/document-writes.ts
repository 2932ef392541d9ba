import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiResult } from '../../lib/api-client';
import type { RowWrite } from './SectionRows';

/**
 * The one row-version strategy of every document write (decision 014): the latest row version the page knows is kept
 * in a ref (the loaded one, or the last write's answer, whichever is newer), read at the moment a call is sent, so a
 * write that follows another in the same flow (save, then submit; two rows saved in a row) names the right one
 * before the document is read again. The answer's row version is also put into the loaded details, then the
 * document is read again.
 */

/** A write of a document: given the row version to name, the call's answer (which names the new one). */
export type VersionedCall<R extends { rowVersion: number } = { rowVersion: number }> = (
  rowVersion: number,
) => Promise<ApiResult<R>>;

export interface DocumentWrites {
  /** Sends a write with the latest row version, keeps the new one and reads the document again; throws its failure. */
  run: <R extends { rowVersion: number }>(call: VersionedCall<R>) => Promise<ApiResult<R>>;
  /** The latest row version known (for a call that makes another document, such as a new version). */
  current: () => number;
  /** Reads the document (every query under its root) again. */
  reload: () => Promise<void>;
  /** A write is under way. */
  pending: boolean;
}

/** Where the document's reads are cached: its details (patched with a new row version) and the root of its keys. */
export interface DocumentCache {
  details: QueryKey;
  root: QueryKey;
}

export function useDocumentWrites(document: { id: number; rowVersion: number }, cache: DocumentCache): DocumentWrites {
  const queryClient = useQueryClient();
  const keys = useRef(cache);
  keys.current = cache;
  const latest = useRef({ id: document.id, rowVersion: document.rowVersion });
  // Another document (a new version), or this one read again after someone else's write: the loaded one is newer.
  if (latest.current.id !== document.id || document.rowVersion > latest.current.rowVersion)
    latest.current = { id: document.id, rowVersion: document.rowVersion };
  const [inFlight, setInFlight] = useState(0);

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: keys.current.root }), [queryClient]);
  const run = useCallback(
    async <R extends { rowVersion: number }>(call: VersionedCall<R>) => {
      const { id } = latest.current;
      setInFlight((count) => count + 1);
      try {
        const result = await call(latest.current.rowVersion);
        const { rowVersion } = result.data;
        if (latest.current.id === id && rowVersion > latest.current.rowVersion) latest.current = { id, rowVersion };
        queryClient.setQueriesData<{ id: number; rowVersion: number }>({ queryKey: keys.current.details }, (old) =>
          old && old.id === id ? { ...old, rowVersion } : old,
        );
        void reload();
        return result;
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [queryClient, reload],
  );
  const current = useCallback(() => latest.current.rowVersion, []);
  const pending = inFlight > 0;
  return useMemo(() => ({ run, current, reload, pending }), [run, current, reload, pending]);
}

/** The shown document's writes, for the sections and rows inside it. */
export const DocumentWritesContext = createContext<DocumentWrites | null>(null);

export function useDocumentWritesOf(): DocumentWrites {
  const writes = useContext(DocumentWritesContext);
  if (!writes) throw new Error('a document write outside its document');
  return writes;
}

/**
 * A row call of the shown document (add, update or delete an experience, an objective…) as the row sections take
 * it: sent with the latest row version, whatever the body names.
 */
export function useVersionedCall<Body extends { rowVersion: number | string }, R extends { rowVersion: number }>(
  call: (body: Body) => Promise<ApiResult<R>>,
): RowWrite<Body> {
  const { run } = useDocumentWritesOf();
  return useMutation({ mutationFn: (body: Body) => run((rowVersion) => call({ ...body, rowVersion })) });
}
