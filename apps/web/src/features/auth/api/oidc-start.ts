import { authCalls } from '@my-skills/shared/calls/auth';
import { callUrl } from '../../../lib/api-client';

/**
 * GET /api/Login/oidc/start?returnTo=: a browser navigation (not a fetch) to the Microsoft sign-in, which comes
 * back to `returnTo` (a path of this app) once the session is open.
 */
export const oidcStartUrl = (returnTo?: string) => callUrl(authCalls.oidcStart, returnTo ? { returnTo } : undefined);
