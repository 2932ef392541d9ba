import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import { clearStoredUser } from '../../../lib/session';
import { oidcStartUrl } from '../api/oidc-start';
import { signInPath } from './sign-in-state';

/**
 * The session-expired dialog's "Reconnect": a Microsoft work-account session goes back through the provider
 * (a full page navigation, which returns here signed in when the provider's own session is still open); any other
 * goes to the sign-in page. Either way the person comes back to the page they were on.
 */
export function useReconnect(user: CurrentUser | null) {
  const location = useLocation();
  const queryClient = useQueryClient();
  return () => {
    const returnTo = location.pathname + location.search;
    if (user?.authMethod === 'oidc') window.location.assign(oidcStartUrl(returnTo));
    // The signed-in layout goes there once the user is cleared.
    clearStoredUser({ to: signInPath(returnTo) });
    queryClient.clear();
  };
}
