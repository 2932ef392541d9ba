import { lazy, Suspense, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import type { PagePermission } from '@my-skills/shared/roles';
import { paths } from '../lib/paths';
import { RequirePermission } from './guards';
import { handles, type CrumbKey } from './route-meta';
import { RouteErrorPage } from './RouteErrorPage';

// Route-level code splitting: every page (and the signed-in layout) is its own chunk.
const AppShell = lazy(() => import('./AppShell').then((m) => ({ default: m.AppShell })));
const SignInRoute = lazy(() => import('./routes/SignInRoute'));
const ResetRoute = lazy(() => import('./routes/ResetRoute'));
const StatusRoute = lazy(() => import('./routes/StatusRoute'));
const MenuRoute = lazy(() => import('./routes/MenuRoute'));
const ComingSoonRoute = lazy(() => import('./routes/ComingSoonRoute'));
const RoleSettingsRoute = lazy(() => import('./routes/RoleSettingsRoute'));
const ExchangesRoute = lazy(() => import('./routes/ExchangesRoute'));
const MailboxRoute = lazy(() => import('./routes/MailboxRoute'));
const SkillsListRoute = lazy(() => import('./routes/SkillsListRoute'));
const OtherSkillsRoute = lazy(() => import('./routes/OtherSkillsRoute'));
const SkillsFileMenuRoute = lazy(() => import('./routes/SkillsFileMenuRoute'));
const CreateSkillsFileRoute = lazy(() => import('./routes/CreateSkillsFileRoute'));
const SkillsFileRoute = lazy(() => import('./routes/SkillsFileRoute'));
const TeamRoute = lazy(() => import('./routes/TeamRoute'));

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

const guarded = (permission: PagePermission, element: ReactNode) => (
  <RequirePermission permission={permission}>{element}</RequirePermission>
);
const comingSoon = (permission: PagePermission, feature: CrumbKey) =>
  guarded(permission, <ComingSoonRoute feature={feature} />);

const signedInRoutes: RouteObject[] = [
  { path: paths.page.home, element: <MenuRoute menu="home" />, handle: handles.home },
  {
    path: paths.page.management,
    element: guarded('menuManagement', <MenuRoute menu="management" />),
    handle: handles.management,
  },
  { path: paths.page.dcMenu, element: guarded('menuDc', <SkillsFileMenuRoute />), handle: handles.dcMenu },
  { path: paths.page.dcCreate, element: guarded('createDc', <CreateSkillsFileRoute />), handle: handles.dcCreate },
  { path: paths.page.dcCreateFor, element: guarded('createDc', <CreateSkillsFileRoute />), handle: handles.dcCreate },
  { path: paths.page.dcFile, element: guarded('ficheDc', <SkillsFileRoute />), handle: handles.dcFile },
  { path: paths.page.eaMenu, element: guarded('menuEa', <MenuRoute menu="evaluation" />), handle: handles.eaMenu },
  { path: paths.page.eaFile, element: comingSoon('ficheEa', 'evaluation'), handle: handles.eaFile },
  { path: paths.page.eepBmFile, element: comingSoon('ficheEepBm', 'bmEvaluation'), handle: handles.eepBmFile },
  { path: paths.page.documentPdf, element: comingSoon('ficheDc', 'document'), handle: handles.document },
  { path: paths.management.root, element: <Navigate to={paths.management.skills} replace /> },
  {
    path: paths.management.administration,
    element: guarded('managementAdministration', <MenuRoute menu="administration" />),
    handle: handles.administration,
  },
  {
    path: paths.management.skills,
    element: comingSoon('managementSkills', 'skillsSearch'),
    handle: handles.skillsSearch,
  },
  {
    path: paths.management.keyPeopleList,
    element: comingSoon('menuManagement', 'keyPeopleList'),
    handle: handles.keyPeopleList,
  },
  { path: paths.management.keyPeople, element: comingSoon('menuManagement', 'keyPeople'), handle: handles.keyPeople },
  {
    path: paths.management.skillsList,
    element: guarded('managementSkills', <SkillsListRoute />),
    handle: handles.skillsList,
  },
  {
    path: paths.management.otherSkillsList,
    element: guarded('managementSkills', <OtherSkillsRoute />),
    handle: handles.otherSkillsList,
  },
  {
    path: paths.management.employees,
    element: guarded('managementCollaborators', <TeamRoute />),
    handle: handles.employees,
  },
  { path: paths.management.managers, element: comingSoon('manageManager', 'managers'), handle: handles.managers },
  {
    path: paths.management.candidates,
    element: comingSoon('managementCandidats', 'candidates'),
    handle: handles.candidates,
  },
  { path: paths.management.trainings, element: comingSoon('menuManagement', 'trainings'), handle: handles.trainings },
  { path: paths.management.eepList, element: comingSoon('menuManagement', 'eepList'), handle: handles.eepList },
  {
    path: paths.management.eepManagerList,
    element: comingSoon('manageManager', 'eepManagerList'),
    handle: handles.eepManagerList,
  },
  {
    path: paths.management.exportCertifications,
    element: comingSoon('exportCertifications', 'exportCertifications'),
    handle: handles.exportCertifications,
  },
  {
    path: paths.management.exportSkills,
    element: comingSoon('managementSkills', 'exportSkills'),
    handle: handles.exportSkills,
  },
  {
    path: paths.management.cvImportLogs,
    element: comingSoon('logsCv2Dc', 'cvImportLogs'),
    handle: handles.cvImportLogs,
  },
  {
    path: paths.management.roleSettings,
    element: guarded('droitDAcces', <RoleSettingsRoute />),
    handle: handles.roleSettings,
  },
  {
    path: paths.management.exchanges,
    element: guarded('exchanges', <ExchangesRoute />),
    handle: handles.exchanges,
  },
  // Guarded inside: administrators, or anyone while the development sign-in is enabled.
  { path: paths.management.mailbox, element: <MailboxRoute />, handle: handles.mailbox },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.signIn, element: <SignInRoute /> },
      { path: paths.reset, element: <ResetRoute /> },
      { path: paths.status.forbidden, element: <StatusRoute kind="403" /> },
      { path: paths.status.notFound, element: <StatusRoute kind="404" /> },
      { path: paths.status.serverError, element: <StatusRoute kind="500" /> },
      { path: paths.status.maintenance, element: <StatusRoute kind="maintenance" /> },
      { path: paths.status.comingSoon, element: <StatusRoute kind="coming-soon" /> },
      { element: <AppShell />, children: signedInRoutes },
      // Bare /status/ and every unknown path: the 404 page.
      { path: '*', element: <StatusRoute kind="404" /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
