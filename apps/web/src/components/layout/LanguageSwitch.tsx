import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, currentUiLanguage, type UiLanguage } from '../../lib/i18n';
import { brand } from '../../lib/theme';

/** FR / EN toggle; what a choice does (local only, or saved on the server too) is the caller's. */
export function LanguageSwitch({
  onSelect,
  disabled = false,
  inverted = false,
}: {
  onSelect: (lng: UiLanguage) => void;
  disabled?: boolean;
  inverted?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const value = i18n.language ? currentUiLanguage() : 'fr';
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      disabled={disabled}
      aria-label={t('header.language')}
      onChange={(_event, next: UiLanguage | null) => {
        if (next && next !== value) onSelect(next);
      }}
      sx={
        inverted
          ? {
              '& .MuiToggleButton-root': {
                color: 'common.white',
                borderColor: 'rgba(255,255,255,.4)',
                px: 1.2,
                py: 0.25,
                fontWeight: 600,
              },
              '& .MuiToggleButton-root.Mui-selected': { color: brand.tealDark, bgcolor: 'common.white' },
              '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'grey.100' },
            }
          : {
              // Contrast of at least 4.5:1 on the page background, in both themes.
              '& .MuiToggleButton-root': { px: 1.2, py: 0.25, fontWeight: 600, color: 'text.secondary' },
              '& .MuiToggleButton-root.Mui-selected': {
                color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.primary.light : brand.tealDark),
              },
            }
      }
    >
      {UI_LANGUAGES.map((lng) => (
        <ToggleButton key={lng} value={lng} aria-label={t(`header.languages.${lng}`)} lang={lng}>
          {lng.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
