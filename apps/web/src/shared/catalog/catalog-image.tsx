import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { brand } from '../../theme/tokens';
import type { PictureCopies } from './product-picture-copies';

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
  /** The page's main picture, likely its largest paint: fetched ahead of every other image. */
  priority?: boolean;
  sx?: SxObject;
  /** Resized copies, when the picture has them: see ProductPicture. */
  copies?: Omit<PictureCopies, 'src'>;
  /** How wide the box shows on screen, for choosing among `copies` by width. */
  sizes?: string;
}

/** The img's height for its width, from a ratio like '4 / 3', so space is kept before it loads. */
function heightFor(width: number, ratio: string): number {
  const [across = 1, down = 1] = ratio.split('/').map((part) => Number(part.trim()) || 1);
  return Math.round((width * down) / across);
}

/** A store or product picture in a fixed box, never a broken-image icon. */
export function CatalogImage({
  src,
  alt,
  name,
  ratio,
  fit = 'cover',
  eager = false,
  priority = false,
  sx,
  copies,
  sizes,
}: CatalogImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const img = (
    <Box
      component="img"
      src={src ?? undefined}
      srcSet={copies?.srcSet}
      sizes={copies?.srcSet ? sizes : undefined}
      width={copies?.width}
      height={copies?.width ? heightFor(copies.width, ratio) : undefined}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
      sx={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
    />
  );
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
      {showImage && copies?.webpSrcSet ? (
        <Box component="picture" sx={{ display: 'block', width: '100%', height: '100%' }}>
          <source type="image/webp" srcSet={copies.webpSrcSet} sizes={sizes} />
          {img}
        </Box>
      ) : showImage ? (
        img
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
