import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPathFor } from '@my-skills/shared/roles';
import { Breadcrumb } from '../components/layout/Breadcrumb';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { SupportLink } from '../components/layout/SupportLink';
import { ThemeToggle } from '../components/layout/ThemeToggle';
import { SessionExpiredDialog } from '../components/dialogs/SessionExpiredDialog';
import { useCurrentUserCheck } from '../features/auth/api/get-current-user';
import { useLoginOptions } from '../features/auth/api/get-login-options';
import { RoleSwitcher } from '../features/auth/components/RoleSwitcher';
import { UserMenu } from '../features/auth/components/UserMenu';
import { GuidesMenu } from '../features/shell/components/GuidesMenu';
import { HeaderLanguageSwitch } from '../features/shell/components/HeaderLanguageSwitch';
import { setUiLanguage, uiLanguageOf } from '../lib/i18n';
import { paths } from '../lib/paths';
import { clearStoredUser, storeUser, useCurrentUser } from '../lib/session';
import { isRouteHandle } from './route-meta';

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

  const handle = [...matches]
    .reverse()
    .map((match) => match.handle)
    .find(isRouteHandle);
  const crumbs =
    user && handle
      ? handle.crumbs(user, location.pathname).map((c) => ({ label: t(`breadcrumb.items.${c.key}`), to: c.to }))
      : [];
  const pageLabel = crumbs.at(-1)?.label;

  useEffect(() => {
    document.title = pageLabel ? `${pageLabel} · My Skills` : 'My Skills';
  }, [pageLabel]);

  if (!user) return <Navigate to={paths.signIn} replace />;

  const reconnect = () => {
    clearStoredUser();
    queryClient.clear();
    navigate(paths.signIn, { replace: true });
  };

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
        homePath={landingPathFor(user.role.id)}
        title={handle?.headerTitle ? t(`header.titles.${handle.headerTitle}`) : undefined}
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
    </Box>
  );
}
