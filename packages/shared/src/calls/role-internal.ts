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

export const roleInternalCalls = defineCalls({
  internalRoles: { method: 'GET', path: '/api/RoleInternal/GetAll', response: z.array(internalRoleSchema) },
  internalRoleById: {
    method: 'GET',
    path: '/api/RoleInternal/GetById',
    query: internalRoleByIdQuery,
    response: internalRoleSchema,
  },
  userRoleInfo: {
    method: 'GET',
    path: '/api/RoleInternal/userRoleInfo',
    query: userRoleInfoQuery,
    response: z.array(userRoleInfoSchema),
  },
  userRoleInfoById: {
    method: 'GET',
    path: '/api/RoleInternal/userRoleInfoById',
    query: userRoleInfoByIdQuery,
    response: userRoleInfoDetailSchema,
  },
  countries: { method: 'GET', path: '/api/RoleInternal/countries', response: z.array(countrySchema) },
  updateUserRoleInternal: {
    method: 'POST',
    path: '/api/RoleInternal/UpdateUserRoleInternal',
    body: updateUserRoleInternalBody,
    response: userRoleInfoDetailSchema,
  },
});
