import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EEP_BM_TABS, type EepBmTabKey } from '@my-skills/shared/eep-bm-rules';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { useEepBm } from './eep-bm-context';
import { placeOf } from './missing-items';

/** How many missing fields a tab's notice names (the dialog lists them all). */
const SHOWN_MAX = 6;

/** The names of the missing fields of one tab (the check's, without the tab's name), while the viewer may fill them. */
export function useMissingIn(tab: EepBmTabKey): string[] {
  const { details } = useEepBm();
  const { canEditConsultantSide, canEditManagerSide } = details.permissions;
  if (!canEditConsultantSide && !canEditManagerSide) return [];
  return details.check.fields
    .map(placeOf)
    .filter((place) => place.tab === tab)
    .map((place) => (place.section ? `${place.section} › ${place.name}` : place.name));
}

/** The name of a tab in the interface language (the shared tab list carries both). */
export const tabName = (tab: EepBmTabKey, idLang: number) =>
  pickLanguage(
    idLang,
    EEP_BM_TABS.find((t) => t.key === tab)!,
  );

/** The content of one tab of the review: its title, what is still missing in it (in red), its fields. */
export function BmSection({ tab, icon, children }: { tab: EepBmTabKey; icon: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('eepBm');
  const { idLang } = useEepBm();
  const missing = useMissingIn(tab);
  const shown = missing.slice(0, SHOWN_MAX).join(' ; ');
  const more = missing.length > SHOWN_MAX ? t('missing.more', { count: missing.length - SHOWN_MAX }) : '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }} data-testid={`section-${tab}`}>
      <Typography
        component="h2"
        variant="h6"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, fontSize: '1.15rem' }}
      >
        <Box component="span" sx={{ display: 'inline-flex', color: 'primary.main' }} aria-hidden>
          {icon}
        </Box>
        {tabName(tab, idLang)}
      </Typography>
      <Stack spacing={2.5}>
        {missing.length > 0 ? (
          <Alert severity="error" variant="outlined" data-testid={`missing-alert-${tab}`}>
            {t('missing.fields', { fields: `${shown}${more}` })}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
