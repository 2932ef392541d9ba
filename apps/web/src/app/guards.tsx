import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { PagePermission } from '@my-skills/shared/roles';
import { StatusPage } from '../components/status/StatusPage';
import { useLoginOptions } from '../features/auth/api/get-login-options';
import { useCurrentUser } from '../lib/session';
import { servedOn } from './navigation';
import type { PageDefinition } from './pages';

/** Renders the page only with the page permission; otherwise the 403 page, at the same address. */
export function RequirePermission({ permission, children }: { permission: PagePermission; children: ReactNode }) {
  const user = useCurrentUser();
  if (!user?.pagePermissions[permission]) return <StatusPage kind="403" embedded />;
  return children;
}

/** Whether this is the candidate onboarding host (GET /api/Login/options), once known. */
export function useOnboardingHost(): boolean {
  return useLoginOptions().data?.onboarding === true;
}

/** Renders the page only where it is served: on the candidate onboarding host, candidate screens only (else 404). */
export function RequireServedHere({ page, children }: { page: PageDefinition; children: ReactNode }) {
  const { t } = useTranslation();
  const options = useLoginOptions();
  if (options.isPending) return <LinearProgress aria-label={t('layout.loading')} />;
  if (!servedOn(page, options.data?.onboarding === true)) return <StatusPage kind="404" embedded />;
  return children;
}
