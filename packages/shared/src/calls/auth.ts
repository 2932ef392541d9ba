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

/** Public calls are open without a session; the sign-in calls count against the sign-in rate limits. */
export const authCalls = defineCalls(
  { tags: ['Authentication'] },
  {
    loginOptions: {
      method: 'GET',
      path: '/api/Login/options',
      response: loginOptionsSchema,
      summary: 'Sign-in methods offered by this server',
      public: true,
    },
    devAccounts: {
      method: 'GET',
      path: '/api/Login/devAccounts',
      response: z.array(devAccountSchema),
      summary: 'Demo accounts of the development sign-in (403 when it is disabled)',
      public: true,
    },
    authentication: {
      method: 'POST',
      path: '/api/Login/authentication',
      body: loginAuthenticationBody,
      response: currentUserSchema,
      summary:
        'Sign in (dev sign-in: { LoginFromEmail, isDevModeRessource: true }; candidates on the onboarding host: { LoginFromEmail, Password, Captcha }); sets the session cookie',
      public: true,
      limit: ['signIn', 'account'],
    },
    /** Browser navigation, not fetch: answers a redirect to the OpenID provider. */
    oidcStart: {
      method: 'GET',
      path: '/api/Login/oidc/start',
      query: oidcStartQuery,
      summary:
        'Microsoft sign-in, step 1 (a navigation): redirects to the provider (PKCE, state, nonce; the sign-in under way is kept server-side behind an httpOnly cookie), or to /?error=CODE',
      public: true,
      limit: 'signIn',
    },
    /** The provider's redirect back: opens the session and redirects to the landing page (or to / with an error). */
    oidcCallback: {
      method: 'GET',
      path: '/api/Login/oidc/callback',
      query: oidcCallbackQuery,
      summary:
        "Microsoft sign-in, step 2: the provider's redirect back; exchanges the code, verifies the ID token, opens the session and redirects to returnTo or /, else to /?error=CODE (OIDC_FAILED, UNKNOWN_USER, CANDIDATES_ONLY)",
      public: true,
      limit: 'signIn',
    },
    captcha: {
      method: 'GET',
      path: '/api/Login/captcha',
      response: captchaChallengeSchema,
      summary:
        'A proof-of-work captcha challenge (ALTCHA v2, signed, expires in 10 minutes); the solved payload goes in `Captcha`, once',
      public: true,
      limit: 'captcha',
    },
    reset: {
      method: 'POST',
      path: '/api/Login/reset',
      body: loginResetBody,
      response: z.null(),
      summary:
        'E-mail a first-login or reset link to a candidate (captcha required); the same answer whether or not the address is known',
      public: true,
      limit: ['signIn', 'account'],
      message: 'messages.resetLinkSent',
    },
    checkLink: {
      method: 'POST',
      path: '/api/Login/checkLink',
      body: checkLinkBody,
      response: checkLinkSchema,
      summary: 'Whether a first-login or reset link still works (LINK_EXPIRED otherwise)',
      public: true,
      limit: ['signIn', 'account'],
    },
    savePassword: {
      method: 'POST',
      path: '/api/Login/savePassword',
      body: savePasswordBody,
      response: z.null(),
      summary: 'Set the password through a link (single use); ends the person’s sessions; does not sign in',
      public: true,
      limit: ['signIn', 'account'],
      message: 'messages.passwordSaved',
    },
    me: {
      method: 'GET',
      path: '/api/Login/me',
      response: currentUserSchema,
      summary: 'The signed-in account and its page permissions',
    },
    changeRole: {
      method: 'POST',
      path: '/api/Login/changeRole',
      query: changeRoleQuery,
      response: currentUserSchema,
      summary:
        'Switch to another active account of the same person (NO_ACCESS otherwise), under a new session cookie: the old one stops working',
    },
    logout: {
      method: 'POST',
      path: '/api/Logout',
      response: logoutSchema,
      summary:
        'End the session; for a Microsoft work account, answers the provider sign-out address (providerSignOutUrl) the browser may go to',
      public: true,
      message: 'messages.loggedOut',
    },
  },
);
