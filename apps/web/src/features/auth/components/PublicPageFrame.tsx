import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/layout/BrandMark';
import { LanguageSwitch } from '../../../components/layout/LanguageSwitch';
import { ThemeToggle } from '../../../components/layout/ThemeToggle';
import { setUiLanguage } from '../../../lib/i18n';
import { useLoginOptions } from '../api/get-login-options';

/**
 * The frame of the public pages (sign-in, password reset): brand band and a centred card. On the candidate
 * onboarding host the band speaks to candidates.
 */
export function PublicPageFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('auth');
  const hero = useLoginOptions().data?.onboarding ? 'candidateHero' : 'hero';
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: 'common.white',
          backgroundImage: 'linear-gradient(160deg, #004d40 0%, #00796b 55%, #2e7d32 100%)',
        }}
      >
        <BrandMark size={40} inverted />
        <Box>
          <Typography variant="h1" component="p" sx={{ fontSize: '2.4rem', mb: 2 }}>
            {t(`${hero}.title`)}
          </Typography>
          <Typography sx={{ opacity: 0.9, maxWidth: 440, fontSize: '1.05rem' }}>{t(`${hero}.text`)}</Typography>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.75 }}>
          {t(`${hero}.footer`)}
        </Typography>
      </Box>
      <Box component="main" sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', p: 2 }}>
          <LanguageSwitch onSelect={(lng) => void setUiLanguage(lng)} />
          <ThemeToggle color="default" />
        </Stack>
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
          <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
            {children}
          </Paper>
          {footer}
        </Box>
      </Box>
    </Box>
  );
}
