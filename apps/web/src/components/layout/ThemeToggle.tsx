import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '../../lib/color-mode';

export function ThemeToggle({ color = 'inherit' }: { color?: 'inherit' | 'default' }) {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  const label = mode === 'light' ? t('header.themeDark') : t('header.themeLight');
  return (
    <Tooltip title={label}>
      <IconButton color={color} onClick={toggle} aria-label={label} data-testid="theme-toggle" data-mode={mode}>
        {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
