import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * The search parameters a change builds on, for screens that keep their state in the address (the lists, the audit
 * search): the address as it will be once this screen's last change has landed — not the render's parameters, and
 * not `window.location` alone.
 *
 * Why: the data router navigates asynchronously (the address changes once the navigation completes), and a change
 * renders in a transition during which the previous render stays on screen. A second change made meanwhile (a sort
 * right after a filter, the grid going back to the first page right after a search) built on the render's parameters
 * or on `window.location` would start from the address before the first change, and its navigation, completing last,
 * would undo the first. So the writer remembers what it last asked for until the address shows it.
 */
export function useSearchWriter() {
  const [, setParams] = useSearchParams();
  const { search } = useLocation();
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (requested.current === search) requested.current = null;
  }, [search]);

  /** The parameters to build a change on. */
  const current = useCallback(() => new URLSearchParams(requested.current ?? window.location.search), []);
  /** Navigates to `next` (a replacement of the history entry with `replace`). */
  const write = useCallback(
    (next: URLSearchParams, options: { replace?: boolean } = {}) => {
      const text = next.toString();
      requested.current = text ? `?${text}` : '';
      setParams(next, options);
    },
    [setParams],
  );
  return useMemo(() => ({ current, write }), [current, write]);
}
