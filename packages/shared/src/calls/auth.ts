/** Sign-in and session: Login/*, Logout. */
import { z } from 'zod';
import {
  captchaChallengeSchema,
  changeRoleQuery,
  checkLinkBody,
  checkLinkSchema,
  currentUserSchema,
  devAccountSchema,
  loginAuthenticationBody,
  loginOptionsSchema,
  loginResetBody,
  logoutSchema,
  oidcCallbackQuery,
  oidcStartQuery,
  savePasswordBody,
} from '../schemas/auth';
import { defineCalls } from './define';

export const authCalls = defineCalls({
  loginOptions: { method: 'GET', path: '/api/Login/options', response: loginOptionsSchema },
  devAccounts: { method: 'GET', path: '/api/Login/devAccounts', response: z.array(devAccountSchema) },
  authentication: {
    method: 'POST',
    path: '/api/Login/authentication',
    body: loginAuthenticationBody,
    response: currentUserSchema,
  },
  /** Browser navigation, not fetch: answers a redirect to the OpenID provider. */
  oidcStart: { method: 'GET', path: '/api/Login/oidc/start', query: oidcStartQuery },
  /** The provider's redirect back: opens the session and redirects to the landing page (or to / with an error). */
  oidcCallback: { method: 'GET', path: '/api/Login/oidc/callback', query: oidcCallbackQuery },
  captcha: { method: 'GET', path: '/api/Login/captcha', response: captchaChallengeSchema },
  reset: { method: 'POST', path: '/api/Login/reset', body: loginResetBody, response: z.null() },
  checkLink: { method: 'POST', path: '/api/Login/checkLink', body: checkLinkBody, response: checkLinkSchema },
  savePassword: { method: 'POST', path: '/api/Login/savePassword', body: savePasswordBody, response: z.null() },
  me: { method: 'GET', path: '/api/Login/me', response: currentUserSchema },
  changeRole: { method: 'POST', path: '/api/Login/changeRole', query: changeRoleQuery, response: currentUserSchema },
  logout: { method: 'POST', path: '/api/Logout', response: logoutSchema },
});
