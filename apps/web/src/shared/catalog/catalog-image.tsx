import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { brand } from '../../theme/tokens';

/** One style object (no arrays or callbacks), so it merges after the base style. */
type SxObject = Exclude<SxProps<Theme>, readonly unknown[] | boolean | ((theme: Theme) => unknown)>;

interface CatalogImageProps {
  src: string | null | undefined;
  /** Empty for a decorative picture whose text is next to it. */
  alt: string;
  /** Whose initial stands in when there is no picture or it fails to load. */
  name: string;
  /** CSS aspect ratio of the box, e.g. '2 / 1': the layout never shifts while loading. */
  ratio: string;
  fit?: 'cover' | 'contain';
  /** The first, above-the-fold picture of a page loads at once; the rest when scrolled to. */
  eager?: boolean;
  sx?: SxObject;
}

/** A store or product picture in a fixed box, never a broken-image icon. */
export function CatalogImage({
  src,
  alt,
  name,
  ratio,
  fit = 'cover',
  eager = false,
  sx,
}: CatalogImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Box
      sx={[
        {
          aspectRatio: ratio,
          width: '100%',
          overflow: 'hidden',
          display: 'grid',
          // One cell exactly the box's size, so the picture fits the ratio instead of its own.
          gridTemplate: 'minmax(0, 1fr) / minmax(0, 1fr)',
          placeItems: 'center',
          bgcolor: brand.primaryLight,
          color: brand.primary,
          fontWeight: 700,
        },
        sx ?? {},
      ]}
    >
      {showImage ? (
        <Box
          component="img"
          src={src ?? undefined}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
          sx={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
        />
      ) : (
        <Box
          component="span"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          sx={{ fontSize: 'clamp(1rem, 30cqi, 3rem)', lineHeight: 1 }}
        >
          {name.trim().charAt(0).toUpperCase()}
        </Box>
      )}
    </Box>
  );
}
