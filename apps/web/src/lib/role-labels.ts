import { INTERNAL_ROLES, ROLES } from '@my-skills/shared/roles';

/** Translation key suffix of a role id (`common:roles.<code>`). */
export const roleCodeOf = (roleId: number): string => ROLES.find((r) => r.id === roleId)?.code ?? 'unknown';

/** Translation key suffix of an internal role id (`common:internalRoles.<code>`), 'none' for no internal role. */
export const internalRoleCodeOf = (id: number | null): string =>
  INTERNAL_ROLES.find((r) => r.id === id)?.code ?? 'none';
