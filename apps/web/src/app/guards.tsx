import type { ReactNode } from 'react';
import type { PagePermission } from '@my-skills/shared/roles';
import { StatusPage } from '../components/status/StatusPage';
import { useCurrentUser } from '../lib/session';

/** Renders the page only with the page permission; otherwise the 403 page, at the same address. */
export function RequirePermission({ permission, children }: { permission: PagePermission; children: ReactNode }) {
  const user = useCurrentUser();
  if (!user?.pagePermissions[permission]) return <StatusPage kind="403" embedded />;
  return children;
}
