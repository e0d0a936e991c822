import type { TypographyVariantsOptions } from '@mui/material/styles';
import { fontFamily } from './tokens';

export const latinTypography: TypographyVariantsOptions = {
  fontFamily: fontFamily.latin,
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
  body1: { fontSize: '1rem', lineHeight: 1.55 },
  body2: { fontSize: '0.875rem', lineHeight: 1.5 },
  button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
  caption: { fontSize: '0.75rem', lineHeight: 1.45 },
  overline: { fontSize: '0.75rem', fontWeight: 600, letterSpacing: '0.08em' },
};

/**
 * Nastaliq sets words on a slanted baseline with tall ascenders and deep descenders: lines need
 * about twice the height of Latin ones or they collide and get clipped. Letter spacing would
 * break the joins between letters, so it stays 0; Nastaliq has one practical weight, so
 * headings lean on size rather than boldness.
 */
export const urduTypography: TypographyVariantsOptions = {
  fontFamily: fontFamily.urdu,
  htmlFontSize: 16,
  fontSize: 14,
  h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.8, letterSpacing: 0 },
  h2: { fontSize: '1.625rem', fontWeight: 700, lineHeight: 1.8, letterSpacing: 0 },
  h3: { fontSize: '1.3125rem', fontWeight: 700, lineHeight: 1.85 },
  h4: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.9 },
  h5: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.9 },
  h6: { fontSize: '0.9375rem', fontWeight: 700, lineHeight: 1.9 },
  subtitle1: { fontSize: '1rem', fontWeight: 500, lineHeight: 1.9 },
  subtitle2: { fontSize: '0.875rem', fontWeight: 700, lineHeight: 1.9 },
  body1: { fontSize: '1rem', lineHeight: 2 },
  body2: { fontSize: '0.875rem', lineHeight: 2 },
  button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0, lineHeight: 1.9 },
  caption: { fontSize: '0.8125rem', lineHeight: 1.9 },
  overline: { fontSize: '0.8125rem', fontWeight: 600, letterSpacing: 0, textTransform: 'none' },
};
