/** The signed-in person: User/*. */
import { z } from 'zod';
import {
  hasManagerPermissionQuery,
  hasManagerPermissionSchema,
  updateLangQuery,
  userAccountSchema,
  userProfileSchema,
} from '../schemas/user';
import { defineCalls } from './define';

export const userCalls = defineCalls({
  userAccounts: { method: 'GET', path: '/api/User/userAccount', response: z.array(userAccountSchema) },
  updateLanguage: { method: 'PUT', path: '/api/User/updateLang', query: updateLangQuery, response: z.null() },
  profile: { method: 'GET', path: '/api/User/profile', response: userProfileSchema },
  hasManagerPermission: {
    method: 'GET',
    path: '/api/User/hasManagerPermission',
    query: hasManagerPermissionQuery,
    response: hasManagerPermissionSchema,
  },
});
