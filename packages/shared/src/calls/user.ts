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

export const userCalls = defineCalls(
  { tags: ['User'] },
  {
    userAccounts: {
      method: 'GET',
      path: '/api/User/userAccount',
      response: z.array(userAccountSchema),
      summary: 'The person’s active accounts (role switcher)',
    },
    /** The answer's message is in the language just saved. */
    updateLanguage: {
      method: 'PUT',
      path: '/api/User/updateLang',
      query: updateLangQuery,
      response: z.null(),
      summary: 'Save the interface language (1 French, 2 English)',
      message: 'messages.actionSuccess',
    },
    profile: {
      method: 'GET',
      path: '/api/User/profile',
      response: userProfileSchema,
      summary: 'The signed-in person’s profile',
    },
    hasManagerPermission: {
      method: 'GET',
      path: '/api/User/hasManagerPermission',
      query: hasManagerPermissionQuery,
      response: hasManagerPermissionSchema,
      summary: 'Per-file check: may the viewer validate / resend the file of person `id`',
    },
  },
);
