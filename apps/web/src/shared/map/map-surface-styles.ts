import type { SxProps, Theme } from '@mui/material/styles';
import { brand, fontFamily } from '../../theme/tokens';

/** The map's own ground where no tiles are drawn: a soft brand-tinted paper. */
export const MAP_GROUND = '#EDF2EE';
const GRID_MINOR = 'rgba(11, 110, 79, 0.055)';
const GRID_MAJOR = 'rgba(11, 110, 79, 0.11)';

const labelHalo = `0 0 2px ${brand.surface}, 0 0 2px ${brand.surface}, 0 0 3px ${brand.surface}`;

/** Styles for everything Leaflet draws inside one map: ground, grid, labels, pin, controls. */
export const mapSurfaceStyles = {
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 3,
  bgcolor: MAP_GROUND,
  border: `1px solid ${brand.divider}`,
  '& .leaflet-container': {
    width: '100%',
    height: '100%',
    bgcolor: MAP_GROUND,
    fontFamily: fontFamily.latin,
    outline: 'none',
  },
  '& .leaflet-container:focus-visible': {
    boxShadow: `inset 0 0 0 3px ${brand.primary}`,
  },
  '& .sauda-paper-tile': {
    backgroundImage: [
      `linear-gradient(${GRID_MAJOR} 1px, transparent 1px)`,
      `linear-gradient(90deg, ${GRID_MAJOR} 1px, transparent 1px)`,
      `linear-gradient(${GRID_MINOR} 1px, transparent 1px)`,
      `linear-gradient(90deg, ${GRID_MINOR} 1px, transparent 1px)`,
    ].join(', '),
    backgroundSize: '256px 256px, 256px 256px, 64px 64px, 64px 64px',
  },
  '& .sauda-place-label': {
    bgcolor: 'transparent',
    border: 0,
    boxShadow: 'none',
    p: 0,
    color: brand.text,
    fontSize: 11.5,
    fontWeight: 500,
    lineHeight: 1.2,
    textShadow: labelHalo,
    whiteSpace: 'nowrap',
    '&::before': { display: 'none' },
  },
  '& .sauda-place-label--area': {
    color: brand.primaryDark,
    fontSize: 11,
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  },
  '& .sauda-place-label--landmark, & .sauda-place-label--road': {
    color: brand.textSecondary,
    fontStyle: 'italic',
  },
  '& .sauda-map-pin': {
    bgcolor: 'transparent',
    border: 0,
    filter: 'drop-shadow(0 2px 3px rgba(0, 0, 0, 0.25))',
  },
  '& .sauda-map-pin:focus-visible': {
    outline: `3px solid ${brand.accent}`,
    outlineOffset: 2,
    borderRadius: '50% 50% 50% 50%',
  },
  '& .leaflet-control-zoom': {
    border: 0,
    borderRadius: 2,
    overflow: 'hidden',
    boxShadow: '0 1px 4px rgba(28, 31, 30, 0.2)',
  },
  '& .leaflet-control-zoom a': {
    color: brand.text,
    width: 36,
    height: 36,
    lineHeight: '36px',
  },
  // Inset from the rounded corner, and gone when there is nothing to credit (no tiles).
  '& .leaflet-control-attribution': {
    fontSize: 10,
    bgcolor: 'rgba(255, 255, 255, 0.85)',
    borderRadius: 1,
    mr: '8px',
    mb: '6px',
  },
  '& .leaflet-control-attribution:empty': { display: 'none' },
} satisfies SxProps<Theme>;
