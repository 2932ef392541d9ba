import { computePagePermissions } from '@my-skills/shared/roles';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';

/** A signed-in user of the tests: person 42, with the page permissions of the role, internal role and profile. */
export const userWith = (
  roleId: number,
  idRoleInternal: number | null = null,
  boondProfile: string | null = null,
): CurrentUser => ({
  id: 42,
  idAccount: 7,
  firstName: 'Test',
  lastName: 'User',
  email: 'test@example.com',
  role: { id: roleId, name: String(roleId) },
  idRoleInternal,
  boondProfile,
  reference: null,
  idLang: 1,
  activeAccounts: 1,
  pagePermissions: computePagePermissions({ roleId, idRoleInternal, boondProfile }),
  sessionExpiresAt: new Date().toISOString(),
  authMethod: 'dev',
});
