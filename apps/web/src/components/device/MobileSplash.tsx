import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../layout/BrandMark';

/** Phones and tablets get only this page. */
export function MobileSplash() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      data-testid="mobile-splash"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 3,
        color: 'common.white',
        backgroundImage: 'linear-gradient(160deg, #004d40 0%, #00796b 55%, #2e7d32 100%)',
      }}
    >
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 420 }}>
        <BrandMark size={64} inverted showName={false} />
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.8rem' }}>
          My Skills
        </Typography>
        <Typography sx={{ opacity: 0.92 }}>{t('device.unsupported')}</Typography>
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {t('device.useDesktop')}
        </Typography>
      </Stack>
    </Box>
  );
}
