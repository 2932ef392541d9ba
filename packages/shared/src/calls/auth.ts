/** Sign-in and session: Login/*, Logout. */
import { z } from 'zod';
import {
  changeRoleQuery,
  currentUserSchema,
  devAccountSchema,
  loginAuthenticationBody,
  loginOptionsSchema,
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
  me: { method: 'GET', path: '/api/Login/me', response: currentUserSchema },
  changeRole: { method: 'POST', path: '/api/Login/changeRole', query: changeRoleQuery, response: currentUserSchema },
  logout: { method: 'POST', path: '/api/Logout', response: z.null() },
});
