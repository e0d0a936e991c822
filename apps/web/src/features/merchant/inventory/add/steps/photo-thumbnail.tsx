import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useObjectUrl } from '../../../settings/images/use-object-url';
import type { ShownPhoto } from '../model/wizard-draft';

interface PhotoThumbnailProps {
  photo: ShownPhoto;
  alt: string;
  size?: number;
  children?: ReactNode;
}

/** A chosen or existing photo in a fixed square, so nothing shifts while it loads. */
export function PhotoThumbnail({ photo, alt, size = 96, children }: PhotoThumbnailProps) {
  const chosenUrl = useObjectUrl('file' in photo ? photo.file : null);
  // The thumb copy is 160 px: sharp enough at 96; larger squares take the card copy.
  const existingUrl = 'image' in photo ? photo.image[size > 160 ? 'card_url' : 'thumb_url'] : null;
  const url = existingUrl ?? chosenUrl;
  return (
    <Box
      sx={{
        position: 'relative',
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {url && (
        <Box
          component="img"
          src={url}
          alt={alt}
          width={size}
          height={size}
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
      {children}
    </Box>
  );
}
