import Box from '@mui/material/Box';
import { useState } from 'react';
import { brand } from '../theme/tokens';

interface IndustryIconProps {
  src: string;
  name: string;
  /** Pixels, or per breakpoint, e.g. `{ xs: 52, md: 72 }`. */
  size: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;
}

/**
 * An industry's SVG in a fixed square so nothing shifts while it loads; if the file fails,
 * the initial of the industry stands in (never a broken-image icon).
 */
export function IndustryIcon({ src, name, size }: IndustryIconProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: '28%',
        overflow: 'hidden',
        bgcolor: brand.primaryLight,
        color: brand.primary,
        fontWeight: 700,
        fontSize: 20,
      }}
    >
      {failed ? (
        name.charAt(0).toUpperCase()
      ) : (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </Box>
  );
}
