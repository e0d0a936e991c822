import type { Components, Theme } from '@mui/material/styles';
import { brand, radius } from './tokens';

const focusRing = { outline: `3px solid ${brand.accent}`, outlineOffset: 2 } as const;

/**
 * MUI's inputs notice the browser's autofill (and move their label out of its way) by two
 * animations. Left to itself, every input inserts a global style with their keyframes while
 * the page starts, and each insertion restyles the whole page: the keyframes come once with
 * the baseline instead, and the inputs only run the animations.
 */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';
const autoFillKeyframes = {
  [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
  [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
};
const autoFillWatch = {
  animationName: AUTO_FILL_CANCEL,
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
};

/**
 * Nastaliq needs taller boxes than Latin: field labels and typed text would lose the tops of
 * their letters and their descenders at MUI's Latin line heights.
 */
const nastaliqFields: Components<Theme> = {
  MuiInputLabel: { styleOverrides: { root: { lineHeight: 1.9 } } },
  MuiFormHelperText: { styleOverrides: { root: { lineHeight: 1.9 } } },
};
const nastaliqInputRoot = { '& input.MuiInputBase-input': { height: '2em' } };

export function componentOverrides(theme: Theme): Components<Theme> {
  const rtl = theme.direction === 'rtl';
  return {
    ...(rtl ? nastaliqFields : {}),
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: { root: rtl ? nastaliqInputRoot : {}, input: autoFillWatch },
    },
    MuiCssBaseline: {
      styleOverrides: {
        ...autoFillKeyframes,
        html: { WebkitTextSizeAdjust: '100%', scrollBehavior: 'smooth' },
        body: { minHeight: '100vh', textRendering: 'optimizeLegibility' },
        // Browsers give form controls their own system font, which lacks Urdu letters such as
        // ہ: bare buttons and inputs take the page's font (Inter, or Nastaliq in Urdu).
        'button, input, select, textarea': { fontFamily: 'inherit' },
        '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
        ':focus-visible': focusRing,
        'a:focus-visible, button:focus-visible': focusRing,
        img: { maxWidth: '100%', display: 'block' },
        // Users who ask for less motion get none: no smooth scroll, no transitions, no shimmer.
        '@media (prefers-reduced-motion: reduce)': {
          html: { scrollBehavior: 'auto' },
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: radius.pill, paddingInline: theme.spacing(2.5), minHeight: 40 },
        sizeLarge: { minHeight: 48, paddingInline: theme.spacing(3.5), fontSize: '1rem' },
        sizeSmall: { minHeight: 32, paddingInline: theme.spacing(1.5) },
        outlined: { borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } },
      },
    },
    MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiChip: { styleOverrides: { root: { borderRadius: radius.pill, fontWeight: 500 } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { borderRadius: radius.card, border: `1px solid ${brand.divider}` } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: radius.card } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: radius.card + 4 } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiTab: {
      styleOverrides: {
        root: { textTransform: 'none', fontWeight: 600, minHeight: 48, fontSize: '0.9375rem' },
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 500 } },
    },
    MuiSkeleton: { defaultProps: { animation: 'wave' } },
    MuiOutlinedInput: { styleOverrides: { root: { borderRadius: radius.card } } },
  };
}
