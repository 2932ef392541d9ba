/** Internal administration roles: RoleInternal/*. */
import { z } from 'zod';
import {
  countrySchema,
  internalRoleByIdQuery,
  internalRoleSchema,
  updateUserRoleInternalBody,
  userRoleInfoByIdQuery,
  userRoleInfoDetailSchema,
  userRoleInfoQuery,
  userRoleInfoSchema,
} from '../schemas/role-internal';
import { defineCalls } from './define';

/** Page permission droitDAcces for every call. */
export const roleInternalCalls = defineCalls(
  { tags: ['Role settings'], permission: 'droitDAcces' },
  {
    internalRoles: {
      method: 'GET',
      path: '/api/RoleInternal/GetAll',
      response: z.array(internalRoleSchema),
      summary: 'Internal roles',
    },
    internalRoleById: {
      method: 'GET',
      path: '/api/RoleInternal/GetById',
      query: internalRoleByIdQuery,
      response: internalRoleSchema,
      summary: 'One internal role',
    },
    userRoleInfo: {
      method: 'GET',
      path: '/api/RoleInternal/userRoleInfo',
      query: userRoleInfoQuery,
      response: z.array(userRoleInfoSchema),
      summary: 'Search people by name, e-mail or reference (at most 50)',
    },
    userRoleInfoById: {
      method: 'GET',
      path: '/api/RoleInternal/userRoleInfoById',
      query: userRoleInfoByIdQuery,
      response: userRoleInfoDetailSchema,
      summary: 'One person’s roles and the history of internal-role changes',
    },
    countries: {
      method: 'GET',
      path: '/api/RoleInternal/countries',
      response: z.array(countrySchema),
      summary: 'Countries',
    },
    updateUserRoleInternal: {
      method: 'POST',
      path: '/api/RoleInternal/UpdateUserRoleInternal',
      body: updateUserRoleInternalBody,
      response: userRoleInfoDetailSchema,
      summary: 'Set or remove a person’s internal role (audited; effective on their next call)',
      message: 'messages.actionSuccess',
    },
  },
);
