import { z } from 'zod';
import { defineList, listPageSchema } from '../lists';
import { ROLE_IDS } from '../roles';
import { idSchema, roleRefSchema } from './common';

export const internalRoleSchema = z.object({ id: z.number().int(), name: z.string() });
export type InternalRole = z.infer<typeof internalRoleSchema>;

export const countrySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** An internal role: 1 administrator, 2 second administration level (none: the filter `empty`). */
export const INTERNAL_ROLE_OPTIONS = ['1', '2'] as const;

/**
 * GET /api/RoleInternal/userRoleInfo and POST /api/RoleInternal/exportExcel: every person (the screen is the
 * administrators'), searched by name, e-mail or reference, filtered, sorted and paged by the lists' layer. `role`
 * is the highest role among the person's active accounts (as in the employees list); all of them are answered.
 */
export const roleSettingsList = defineList(
  {
    lastName: { type: 'text', sortable: true, filterable: true, required: true },
    firstName: { type: 'text', sortable: true, filterable: true },
    email: { type: 'text', sortable: true, filterable: true },
    reference: { type: 'text', sortable: true, filterable: true },
    role: { type: 'enum', sortable: true, filterable: true, options: ROLE_IDS.map(String) },
    internalRole: { type: 'enum', sortable: true, filterable: true, options: INTERNAL_ROLE_OPTIONS },
    isActive: { type: 'boolean', sortable: true, filterable: true },
    country: { type: 'text', sortable: true, filterable: true },
  },
  { sort: 'lastName' },
);
export const userRoleInfoQuery = roleSettingsList.query;

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
  /** The person has an active account. */
  isActive: z.boolean(),
});
export type UserRoleInfo = z.infer<typeof userRoleInfoSchema>;
export const userRoleInfoPageSchema = listPageSchema(userRoleInfoSchema);
export type UserRoleInfoPage = z.infer<typeof userRoleInfoPageSchema>;

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
