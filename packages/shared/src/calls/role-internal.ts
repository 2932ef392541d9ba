/** Internal administration roles: RoleInternal/*. */
import { z } from 'zod';
import {
  countrySchema,
  internalRoleByIdQuery,
  internalRoleSchema,
  updateUserRoleInternalBody,
  userRoleInfoByIdQuery,
  userRoleInfoDetailSchema,
  roleSettingsList,
  userRoleInfoPageSchema,
  userRoleInfoQuery,
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
      response: userRoleInfoPageSchema,
      summary:
        'People with their roles and internal role: searched by name, e-mail or reference, filtered, sorted, paged',
      description: 'Filtered (`filters`: JSON list of {field, op, value, value2}), sorted and paged by the server.',
    },
    userRoleInfoExport: {
      method: 'POST',
      path: '/api/RoleInternal/exportExcel',
      body: roleSettingsList.exportBody,
      summary: 'The role settings list as filtered, in Excel (streamed; X-Total-Count gives the number of rows)',
      limit: 'exports',
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
