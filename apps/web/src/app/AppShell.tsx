import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../components/layout/Breadcrumb';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { SupportLink } from '../components/layout/SupportLink';
import { ThemeToggle } from '../components/layout/ThemeToggle';
import { SessionExpiredDialog } from '../components/dialogs/SessionExpiredDialog';
import { UnsavedChangesGuard } from '../components/form/UnsavedChangesGuard';
import { useCurrentUserCheck } from '../features/auth/api/get-current-user';
import { useLoginOptions } from '../features/auth/api/get-login-options';
import { RoleSwitcher } from '../features/auth/components/RoleSwitcher';
import { UserMenu } from '../features/auth/components/UserMenu';
import { useReconnect } from '../features/auth/components/use-reconnect';
import { signInPath } from '../features/auth/components/sign-in-state';
import { GuidesMenu } from '../features/shell/components/GuidesMenu';
import { HeaderLanguageSwitch } from '../features/shell/components/HeaderLanguageSwitch';
import { setUiLanguage, uiLanguageOf } from '../lib/i18n';
import type { OpenedFromState } from '../lib/opened-from';
import { paths } from '../lib/paths';
import { clearStoredUser, storeUser, useCurrentUser, useSignedOutExit } from '../lib/session';
import { crumbsFor, landingPath } from './navigation';
import type { PageDefinition } from './pages';

const pageOf = (handle: unknown): PageDefinition | undefined => (handle as { page?: PageDefinition } | undefined)?.page;

/**
 * The signed-in layout. The stored user shows the page at once; GET /api/Login/me refreshes it once per load,
 * and if that fails the stored user is cleared and the visitor goes back to sign-in.
 */
export function AppShell() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const matches = useMatches();
  const check = useCurrentUserCheck(user !== null);
  const options = useLoginOptions();
  const reconnect = useReconnect(user);
  const exit = useSignedOutExit();

  useEffect(() => {
    if (check.isError) {
      clearStoredUser();
      queryClient.clear();
      navigate(paths.signIn, { replace: true });
    }
  }, [check.isError, navigate, queryClient]);

  useEffect(() => {
    if (check.data) {
      storeUser(check.data);
      void setUiLanguage(uiLanguageOf(check.data.idLang));
    }
  }, [check.data]);

  const page = [...matches]
    .reverse()
    .map((match) => pageOf(match.handle))
    .find((p) => p !== undefined);
  const crumbs =
    user && page
      ? crumbsFor(user, page, location.pathname, location.state as OpenedFromState | null).map((c) => ({
          label: t(`breadcrumb.items.${c.key}`),
          to: c.to,
        }))
      : [];
  const pageLabel = crumbs.at(-1)?.label;

  useEffect(() => {
    // Outside the registry's pages (the 404 page in the layout), the status page names the window.
    if (page) document.title = pageLabel ? `${pageLabel} · My Skills` : 'My Skills';
  }, [page, pageLabel]);

  // Signed out by the person (logout, reconnect): where they asked; else (an address opened without a session, or
  // the Microsoft sign-in coming back to it) the sign-in page, which returns here.
  if (!user) {
    const to = exit?.to ?? signInPath(location.pathname + location.search);
    return <Navigate to={to} state={exit?.state} replace />;
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('layout.skipToContent')}
      </Link>
      <Header
        homePath={landingPath(user)}
        title={page?.headerTitle ? t(`header.titles.${page.headerTitle}`) : undefined}
        actions={
          <>
            {options.data ? <SupportLink email={options.data.supportEmail} /> : null}
            <GuidesMenu roleId={user.role.id} />
            <HeaderLanguageSwitch />
            <ThemeToggle />
            <RoleSwitcher user={user} />
            <UserMenu user={user} />
          </>
        }
      />
      <Container
        component="main"
        id="main-content"
        tabIndex={-1}
        maxWidth="xl"
        sx={{ flex: 1, py: { xs: 3, md: 4 }, px: { xs: 2, md: 4 }, outline: 'none' }}
      >
        <Breadcrumb crumbs={crumbs} />
        <Suspense fallback={<LinearProgress aria-label={t('layout.loading')} />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer environment={options.data?.environment} supportEmail={options.data?.supportEmail} />
      <SessionExpiredDialog onReconnect={reconnect} />
      <UnsavedChangesGuard />
    </Box>
  );
}
