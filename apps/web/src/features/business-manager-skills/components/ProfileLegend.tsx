import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROFILES } from './profiles';

/** What the tables' short profile names stand for (BM: Business Manager …), and what a dash means. */
export function ProfileLegend({ lng }: { lng: 'fr' | 'en' }) {
  const { t } = useTranslation('businessManagerSkills');
  return (
    <Box sx={{ mt: 1 }} data-testid="bms-profiles-legend">
      <Typography component="h2" variant="subtitle2">
        {t('profiles.legend')}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, my: 0.5 }}>
        {PROFILES.map((profile) => (
          <Box key={profile.id} sx={{ display: 'flex', gap: 0.75 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {profile.short}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {profile[lng]}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('profiles.notAssessed')}
      </Typography>
    </Box>
  );
}
