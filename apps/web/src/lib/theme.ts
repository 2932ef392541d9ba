import { enUS, frFR } from '@mui/material/locale';
import { createTheme, type PaletteMode } from '@mui/material/styles';
import { BREAKPOINTS, LAYOUT } from '@my-skills/shared/constants';
import type { UiLanguage } from './ui-language';

/** Brand colours: teal (primary, the teal panel) and green (secondary, the green panel). */
export const brand = {
  teal: '#00796b',
  tealLight: '#4db6ac',
  tealDark: '#004d40',
  green: '#2e7d32',
  greenLight: '#66bb6a',
} as const;

/** MUI's own texts (the close button of an alert, the star ratings' "Empty", pagination…) in the UI language. */
const MUI_LOCALES: Record<UiLanguage, typeof frFR> = { fr: frFR, en: enUS };

/**
 * What a person who asked their system for reduced motion (prefers-reduced-motion: reduce) gets: no transitions
 * (menus, dialogs, accordions and notices appear and go at once), no ripple, still skeletons (WCAG 2.3.3, animation
 * from interactions). The progress indicators keep turning: they say that something is under way.
 */
const REDUCED_MOTION = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
} as const;

export function createAppTheme(mode: PaletteMode, language: UiLanguage = 'fr', reducedMotion = false) {
  const dark = mode === 'dark';
  return createTheme(
    {
      ...(reducedMotion ? { transitions: REDUCED_MOTION.transitions } : {}),
      breakpoints: { values: { ...BREAKPOINTS } },
      palette: {
        mode,
        primary: {
          main: dark ? brand.tealLight : brand.teal,
          dark: brand.tealDark,
          contrastText: dark ? '#00201c' : '#fff',
        },
        secondary: { main: dark ? brand.greenLight : brand.green, contrastText: dark ? '#0b2210' : '#fff' },
        // MUI's light warning (#ed6c02) and info (#0288d1) carry white text below the 4.5:1 contrast WCAG asks of
        // chips and buttons: darker shades in the light theme (the dark theme's light shades take dark text).
        ...(dark
          ? {}
          : { warning: { main: '#b45309', contrastText: '#fff' }, info: { main: '#0277bd', contrastText: '#fff' } }),
        background: dark ? { default: '#0f1416', paper: '#171e21' } : { default: '#f4f7f7', paper: '#ffffff' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        h1: { fontSize: '2rem', fontWeight: 600 },
        h2: { fontSize: '1.6rem', fontWeight: 600 },
        h3: { fontSize: '1.3rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      mixins: { toolbar: { minHeight: LAYOUT.headerHeight } },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiMenu: {
          defaultProps: {
            slotProps: { paper: { sx: { maxHeight: LAYOUT.selectMenuMaxHeight * 1.6, minWidth: 200 } } },
          },
        },
        MuiSelect: {
          defaultProps: {
            MenuProps: {
              slotProps: { paper: { sx: { maxHeight: LAYOUT.selectMenuMaxHeight, maxWidth: LAYOUT.selectMenuWidth } } },
            },
          },
        },
        MuiTooltip: { defaultProps: { arrow: true } },
        ...(reducedMotion ? REDUCED_MOTION.components : {}),
      },
    },
    MUI_LOCALES[language],
  );
}
