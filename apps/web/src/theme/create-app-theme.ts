import { createTheme, type Theme } from '@mui/material/styles';
import { brand, fontFamily, motion, radius } from './tokens';
import { componentOverrides } from './component-overrides';

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
    typography: {
      fontFamily: isRtl ? fontFamily.urdu : fontFamily.latin,
      htmlFontSize: 16,
      fontSize: 14,
      h1: { fontSize: '2.125rem', fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.015em' },
      h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
      h4: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
      h5: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
      h6: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.4 },
      subtitle1: { fontSize: '1rem', fontWeight: 500, lineHeight: 1.5 },
      subtitle2: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.45 },
      body1: { fontSize: '1rem', lineHeight: isRtl ? 1.9 : 1.55 },
      body2: { fontSize: '0.875rem', lineHeight: isRtl ? 1.9 : 1.5 },
      button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
      caption: { fontSize: '0.75rem', lineHeight: 1.45 },
      overline: { fontSize: '0.75rem', fontWeight: 600, letterSpacing: '0.08em' },
    },
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
      h1: { [base.breakpoints.up('md')]: { fontSize: '3.25rem' } },
      h2: { [base.breakpoints.up('md')]: { fontSize: '2.125rem' } },
    },
    components: componentOverrides(base),
  });
}
