import type { Theme } from '@mui/material/styles';

/** Mirrors directional icons (arrows, chevrons) when the UI runs right-to-left. */
export const flipInRtl = (theme: Theme) => ({
  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined,
});
