import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@my-skills/shared/constants';
import { LEGAL_NOTICE_URL, SITE_LINKS, SOCIAL_LINKS, supportMailto } from '../../lib/site-links';

const SOCIAL_ICONS = { linkedin: <LinkedIn />, youtube: <YouTube />, x: <X /> } as const;

/** Site links, social links, contact, legal notice, version and environment labels. */
export function Footer({
  environment,
  supportEmail,
}: {
  environment: string | undefined;
  supportEmail: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, md: 4 },
        py: 2,
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack
          component="nav"
          aria-label={t('footer.siteLinks')}
          direction="row"
          spacing={2.5}
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
        >
          {SITE_LINKS.map((link) => (
            <Link
              key={link.key}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              underline="hover"
              color="text.secondary"
              variant="body2"
            >
              {t(`footer.links.${link.key}`)}
            </Link>
          ))}
          <Link
            href={supportEmail ? supportMailto(supportEmail, t('header.supportSubject')) : undefined}
            underline="hover"
            color="text.secondary"
            variant="body2"
          >
            {t('footer.contact')}
          </Link>
          <Link
            href={LEGAL_NOTICE_URL}
            target="_blank"
            rel="noopener noreferrer"
            underline="hover"
            color="text.secondary"
            variant="body2"
          >
            {t('footer.legalNotice')}
          </Link>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Stack component="nav" aria-label={t('footer.socialLinks')} direction="row" spacing={0.5}>
            {SOCIAL_LINKS.map((link) => (
              <Tooltip key={link.key} title={t(`footer.social.${link.key}`)}>
                <IconButton
                  size="small"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.social.${link.key}`)}
                >
                  {SOCIAL_ICONS[link.key]}
                </IconButton>
              </Tooltip>
            ))}
          </Stack>
          <Divider orientation="vertical" flexItem />
          <Typography variant="caption" color="text.secondary" data-testid="app-version">
            {APP_VERSION}
          </Typography>
          {environment ? (
            <Typography
              variant="caption"
              data-testid="app-environment"
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'action.selected',
                color: 'text.secondary',
                fontWeight: 600,
              }}
            >
              {t(`footer.environments.${environment}`, { defaultValue: environment })}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}
