import { z } from 'zod';
import { PAGE_PERMISSIONS, type PagePermission } from '../roles';
import { emailSchema, idSchema, personAccountSchema, roleRefSchema, shortText, text } from './common';

/** POST /api/Login/authentication */
export const loginAuthenticationBody = z.object({
  LoginFromEmail: emailSchema,
  IDToken: text({ max: 8192, trim: false }).optional(),
  Password: text({ max: 256, trim: false }).optional(),
  isDevModeRessource: z.boolean().optional(),
});
export type LoginAuthenticationBody = z.infer<typeof loginAuthenticationBody>;

export const pagePermissionsSchema = z.object(
  Object.fromEntries(PAGE_PERMISSIONS.map((p) => [p, z.boolean()])) as Record<PagePermission, z.ZodBoolean>,
);

/** The signed-in account, as GET /api/Login/me answers it. */
export const currentUserSchema = personAccountSchema.extend({
  /** The account (role) in use: the `idUser` of Login/changeRole. */
  idAccount: z.number().int(),
  activeAccounts: z.number().int(),
  pagePermissions: pagePermissionsSchema,
  sessionExpiresAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/Login/changeRole?idUser= (the account to switch to) */
export const changeRoleQuery = z.object({ idUser: idSchema });

/** GET /api/Login/devAccounts: the demo accounts offered by the dev sign-in. */
export const devAccountSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleRefSchema),
});
export type DevAccount = z.infer<typeof devAccountSchema>;

/** GET /api/Login/options: which sign-in methods this server offers. */
export const loginOptionsSchema = z.object({
  devLogin: z.boolean(),
  environment: z.string(),
  version: z.string(),
  /** Contact/support address of the header and footer. */
  supportEmail: z.string(),
});
export type LoginOptions = z.infer<typeof loginOptionsSchema>;

export const searchTermSchema = shortText;
