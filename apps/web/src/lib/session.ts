/**
 * The signed-in user, kept in localStorage (so a reload shows the app at once) and refreshed from
 * GET /api/Login/me at start. Also holds the "session expired" flag raised by the API client.
 */
import { useSyncExternalStore } from 'react';
import { currentUserSchema, type CurrentUser } from '@my-skills/shared/schemas/auth';

const STORAGE_KEY = 'ms.currentUser';

/** Where the signed-in layout sends the browser once the user is cleared (logout, reconnect), with what state. */
export interface SignedOutExit {
  to: string;
  state?: unknown;
}

interface SessionState {
  user: CurrentUser | null;
  expired: boolean;
  exit: SignedOutExit | null;
}

function readStoredUser(): CurrentUser | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = currentUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let state: SessionState = { user: readStoredUser(), expired: false, exit: null };
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) setState({ ...state, user: readStoredUser() });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const getStoredUser = (): CurrentUser | null => state.user;

export function storeUser(user: CurrentUser): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
  setState({ user, expired: false, exit: null });
}

/**
 * Forgets the user. `exit`: where the signed-in layout then goes (default: the sign-in page) — the layout itself
 * redirects when the user disappears, so a caller that navigated on its own could be overtaken by it.
 */
export function clearStoredUser(exit: SignedOutExit | null = null): void {
  window.localStorage.removeItem(STORAGE_KEY);
  setState({ user: null, expired: false, exit });
}

/** Raised by the API client when a call answers 401 while a user is stored. */
export function markSessionExpired(): void {
  if (state.user && !state.expired) setState({ ...state, expired: true });
}

export const useCurrentUser = (): CurrentUser | null => useSyncExternalStore(subscribe, () => state.user);
export const useSessionExpired = (): boolean => useSyncExternalStore(subscribe, () => state.expired);
export const useSignedOutExit = (): SignedOutExit | null => useSyncExternalStore(subscribe, () => state.exit);
