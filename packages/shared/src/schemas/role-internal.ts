import { z } from 'zod';
import { idSchema, roleRefSchema, searchTermSchema } from './common';

export const internalRoleSchema = z.object({ id: z.number().int(), name: z.string() });
export type InternalRole = z.infer<typeof internalRoleSchema>;

export const countrySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** GET /api/RoleInternal/userRoleInfo?searchTerm= */
export const userRoleInfoQuery = z.object({
  searchTerm: searchTermSchema.default(''),
});

export const userRoleInfoSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  reference: z.string().nullable(),
  country: z.string().nullable(),
  roles: z.array(roleRefSchema),
  idRoleInternal: z.number().int().nullable(),
  roleInternalName: z.string().nullable(),
});
export type UserRoleInfo = z.infer<typeof userRoleInfoSchema>;

export const roleInternalAuditSchema = z.object({
  changedAt: z.string(),
  changedBy: z.string(),
  oldIdRoleInternal: z.number().int().nullable(),
  newIdRoleInternal: z.number().int().nullable(),
});
export type RoleInternalAudit = z.infer<typeof roleInternalAuditSchema>;

export const userRoleInfoDetailSchema = userRoleInfoSchema.extend({
  history: z.array(roleInternalAuditSchema),
});
export type UserRoleInfoDetail = z.infer<typeof userRoleInfoDetailSchema>;

/** GET /api/RoleInternal/userRoleInfoById?userId= */
export const userRoleInfoByIdQuery = z.object({ userId: idSchema });
/** GET /api/RoleInternal/GetById?id= */
export const internalRoleByIdQuery = z.object({ id: idSchema });

/** POST /api/RoleInternal/UpdateUserRoleInternal */
export const updateUserRoleInternalBody = z.object({
  userId: idSchema,
  idRoleInternal: z.union([z.literal(1), z.literal(2), z.null()]),
});
export type UpdateUserRoleInternalBody = z.infer<typeof updateUserRoleInternalBody>;
