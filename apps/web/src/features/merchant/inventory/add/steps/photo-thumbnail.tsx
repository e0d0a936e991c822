import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useObjectUrl } from '../../../settings/images/use-object-url';

interface PhotoThumbnailProps {
  file: File;
  alt: string;
  size?: number;
  children?: ReactNode;
}

/** A chosen photo in a fixed square, so nothing shifts while it loads. */
export function PhotoThumbnail({ file, alt, size = 96, children }: PhotoThumbnailProps) {
  const url = useObjectUrl(file);
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
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
      {children}
    </Box>
  );
}
