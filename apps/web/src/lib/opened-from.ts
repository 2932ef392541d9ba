/**
 * Navigation state of a link that opens a page from a list (e.g. a file from My team): the list's address, so
 * the breadcrumb goes back through it (the page registry names the lists a page may be opened from: `via`).
 */
import { useLocation } from 'react-router';

export interface OpenedFromState {
  openedFrom?: string;
}

/** The state to give a link (`<Link state={…}>`) that opens a page from the current one. */
export function useOpenedFromHere(): OpenedFromState {
  const { pathname, search } = useLocation();
  return { openedFrom: pathname + search };
}
