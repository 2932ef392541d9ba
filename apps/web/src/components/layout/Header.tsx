import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@my-skills/shared/constants';
import { BrandMark } from './BrandMark';

export interface HeaderProps {
  homePath: string;
  /** Page title: given only on skills-file and evaluation pages. */
  title?: string;
  actions: ReactNode;
}

/** The 60 px header: logo (to the landing menu), optional page title, then the tools. */
export function Header({ homePath, title, actions }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      color="primary"
      component="header"
      sx={{
        height: LAYOUT.headerHeight,
        justifyContent: 'center',
        bgcolor: 'primary.dark',
        backgroundImage: 'linear-gradient(90deg, #004d40 0%, #00796b 100%)',
        color: 'common.white',
      }}
    >
      <Toolbar sx={{ minHeight: `${LAYOUT.headerHeight}px !important`, gap: 2, px: { xs: 2, md: 3 } }}>
        <Link
          component={RouterLink}
          to={homePath}
          color="inherit"
          underline="none"
          aria-label={t('header.home')}
          sx={{ display: 'flex', borderRadius: 1, '&:focus-visible': { outline: '2px solid white', outlineOffset: 2 } }}
        >
          <BrandMark inverted />
        </Link>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
          {title ? (
            <Typography component="p" variant="h6" noWrap sx={{ fontWeight: 600 }} data-testid="header-title">
              {title}
            </Typography>
          ) : null}
        </Box>
        <Box component="nav" aria-label={t('header.tools')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {actions}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
