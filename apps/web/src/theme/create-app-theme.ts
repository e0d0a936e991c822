import { createTheme, type Theme } from '@mui/material/styles';
import { brand, motion, radius } from './tokens';
import { componentOverrides } from './component-overrides';
import { latinTypography, urduTypography } from './typography';

export type Direction = 'ltr' | 'rtl';

/** The MUI theme of BRAND.md; Urdu swaps the font and opens the line height for Nastaliq. */
export function createAppTheme(direction: Direction = 'ltr'): Theme {
  const isRtl = direction === 'rtl';
  const base = createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: {
        main: brand.primary,
        dark: brand.primaryDark,
        light: '#2E8C6C',
        contrastText: '#FFFFFF',
      },
      secondary: {
        main: brand.accent,
        dark: '#C98600',
        light: brand.accentLight,
        contrastText: brand.text,
      },
      error: { main: brand.danger },
      background: { default: brand.background, paper: brand.surface },
      text: { primary: brand.text, secondary: brand.textSecondary },
      divider: brand.divider,
    },
    shape: { borderRadius: radius.card },
    typography: isRtl ? urduTypography : latinTypography,
    transitions: {
      duration: {
        shortest: motion.shortest,
        shorter: motion.shorter,
        short: motion.short,
        standard: motion.short,
        complex: motion.short,
        enteringScreen: motion.short,
        leavingScreen: motion.shorter,
      },
    },
  });
  return createTheme(base, {
    typography: {
      h1: { [base.breakpoints.up('md')]: { fontSize: isRtl ? '2.75rem' : '3.25rem' } },
      h2: { [base.breakpoints.up('md')]: { fontSize: isRtl ? '2rem' : '2.125rem' } },
    },
    components: componentOverrides(base),
  });
}
