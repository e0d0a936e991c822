import Box from '@mui/material/Box';
import { Pictogram, type PictogramKind } from './pictogram';

export interface BrandLook {
  /** Two letters drawn in the circle, e.g. "KB". */
  monogram: string;
  pictogram: PictogramKind;
  background: string;
  ink: string;
}

interface BrandBadgeProps {
  look: BrandLook;
  size: number;
}

/** A placeholder brand logo: a coloured circle with a pictogram and a monogram ribbon. */
export function BrandBadge({ look, size }: BrandBadgeProps) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'relative',
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: look.background,
        border: '3px solid #FFFFFF',
        boxShadow: '0 6px 18px -8px rgba(28, 31, 30, 0.35)',
      }}
    >
      <Pictogram kind={look.pictogram} size={size * 0.56} />
      <Box
        component="span"
        sx={{
          position: 'absolute',
          insetBlockEnd: size * 0.08,
          px: 0.75,
          borderRadius: '8px',
          bgcolor: look.ink,
          color: '#FFFFFF',
          fontSize: Math.max(10, size * 0.14),
          fontWeight: 700,
          letterSpacing: '0.06em',
          lineHeight: 1.5,
        }}
      >
        {look.monogram}
      </Box>
    </Box>
  );
}
