import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { useCurrentUser } from '../lib/session';
import { RequirePermission, RequireServedHere } from './guards';
import { titleOf } from './navigation';
import { PAGES, type PageDefinition } from './pages';
import { RouteErrorPage } from './RouteErrorPage';

// Route-level code splitting: every page (and the signed-in layout) is its own chunk; the screens are in ./pages.
const AppShell = lazy(() => import('./AppShell').then((m) => ({ default: m.AppShell })));
const SignInRoute = lazy(() => import('./routes/SignInRoute'));
const ResetRoute = lazy(() => import('./routes/ResetRoute'));
const StatusRoute = lazy(() => import('./routes/StatusRoute'));
const ComingSoonRoute = lazy(() => import('./routes/ComingSoonRoute'));

function PageLoading() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('layout.loading')} />;
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** A page of the registry: its screen (or the coming-soon page), where it is served, behind its page permission. */
function pageElement(page: PageDefinition) {
  const screen = page.element ?? <ComingSoonRoute feature={titleOf(page)} />;
  const guarded = page.permission ? (
    <RequirePermission permission={page.permission}>{screen}</RequirePermission>
  ) : (
    screen
  );
  return <RequireServedHere page={page}>{guarded}</RequireServedHere>;
}

const signedInRoutes: RouteObject[] = [
  ...PAGES.map((page): RouteObject => ({ path: page.path, element: pageElement(page), handle: { page } })),
  { path: paths.management.root, element: <Navigate to={paths.management.skills} replace /> },
];

/** The 404 page inside the signed-in layout (header, breadcrumb, footer) for a signed-in user, alone otherwise. */
function ShellWhenSignedIn() {
  return useCurrentUser() ? <AppShell /> : <Outlet />;
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.signIn, element: <SignInRoute /> },
      { path: paths.reset, element: <ResetRoute /> },
      { path: paths.status.forbidden, element: <StatusRoute kind="403" /> },
      { path: paths.status.serverError, element: <StatusRoute kind="500" /> },
      { path: paths.status.maintenance, element: <StatusRoute kind="maintenance" /> },
      { path: paths.status.comingSoon, element: <StatusRoute kind="coming-soon" /> },
      { element: <AppShell />, children: signedInRoutes },
      {
        element: <ShellWhenSignedIn />,
        children: [
          { path: paths.status.notFound, element: <StatusRoute kind="404" /> },
          // Bare /status/ and every unknown path.
          { path: '*', element: <StatusRoute kind="404" /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
