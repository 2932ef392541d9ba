import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLandingFor } from '../../lib/landing';
import { useCurrentUser } from '../../lib/session';
import { paths } from '../../lib/paths';

export type StatusKind = '403' | '404' | '500' | 'maintenance' | 'coming-soon';

/** Numbers for the error pages; icons (never emoji, which need an emoji font the machine may lack) for the others. */
const ILLUSTRATION: Record<StatusKind, ReactNode> = {
  '403': '403',
  '404': '404',
  '500': '500',
  maintenance: <SettingsOutlined fontSize="inherit" data-testid="status-icon" />,
  'coming-soon': <HourglassEmptyOutlined fontSize="inherit" data-testid="status-icon" />,
};

export interface StatusPageProps {
  kind: StatusKind;
  /** Shown under the title (e.g. the name of the screen that is coming soon). */
  detail?: ReactNode;
  /** Inside the signed-in layout the page sits in the content area; alone it fills the window. */
  embedded?: boolean;
}

/** 403, 404, 500, maintenance and coming-soon pages. 403 and 404 carry a back-to-menu link. */
export function StatusPage({ kind, detail, embedded = false }: StatusPageProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const landingFor = useLandingFor();
  const menuPath = user ? landingFor(user) : paths.signIn;
  const showBackToMenu = kind === '403' || kind === '404' || kind === 'coming-soon';
  return (
    <Box
      component={embedded ? 'section' : 'main'}
      sx={{
        minHeight: embedded ? '50vh' : '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        bgcolor: embedded ? 'transparent' : 'background.default',
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
        <Typography
          component="div"
          aria-hidden
          sx={{
            display: 'flex',
            fontSize: { xs: 64, md: 96 },
            fontWeight: 700,
            lineHeight: 1,
            color: 'primary.main',
            opacity: 0.85,
          }}
        >
          {ILLUSTRATION[kind]}
        </Typography>
        <Typography variant="h1" component="h1">
          {t(`status.${kind}.title`)}
        </Typography>
        <Typography color="text.secondary">{t(`status.${kind}.message`)}</Typography>
        {detail ? <Typography color="text.secondary">{detail}</Typography> : null}
        <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
          {showBackToMenu ? (
            <Button component={RouterLink} to={menuPath} variant="contained">
              {user ? t('status.backToMenu') : t('status.backToSignIn')}
            </Button>
          ) : null}
          {kind === '500' || kind === 'maintenance' ? (
            <Button variant="contained" onClick={() => window.location.reload()}>
              {t('status.retry')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}
