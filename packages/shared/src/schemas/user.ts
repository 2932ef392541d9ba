import { z } from 'zod';
import { idSchema, langIdSchema, personAccountSchema, roleRefSchema } from './common';

/** GET /api/User/userAccount: the person's active accounts. */
export const userAccountSchema = z.object({
  id: z.number().int(),
  role: roleRefSchema,
  isActive: z.boolean(),
  isCurrent: z.boolean(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

/** PUT /api/User/updateLang?idLang= */
export const updateLangQuery = z.object({ idLang: langIdSchema });

/** GET /api/User/profile */
export const userProfileSchema = personAccountSchema.extend({
  managerName: z.string().nullable(),
  country: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GET /api/User/hasManagerPermission?id=&type=&page= */
export const hasManagerPermissionQuery = z.object({
  id: idSchema,
  type: z.enum(['DC', 'EA']).default('DC'),
  /**
   * The page asking: 'bmEvaluation' (the business-manager review) reads "manages the owner" as "reviews the owner"
   * (HR reviews the top of the chain, decision 018).
   */
  page: z.enum(['skillsFile', 'evaluation', 'bmEvaluation']).optional(),
});
export const hasManagerPermissionSchema = z.object({
  managerAutorisation: z.boolean(),
  resendBoondAutorisation: z.boolean(),
  isOwnFile: z.boolean(),
  isTeamManager: z.boolean(),
  canOpen: z.boolean(),
});
export type HasManagerPermission = z.infer<typeof hasManagerPermissionSchema>;
