import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const IMAGE_ZOOM = {
  '&:hover img': { transform: 'scale(1.03)' },
  '@media (prefers-reduced-motion: reduce)': { '&:hover img': { transform: 'none' } },
};

interface CardSurfaceProps {
  children: ReactNode;
  /** Enlarges the card's picture a little on hover. */
  zoomImageOnHover?: boolean;
}

/** The outlined article every catalog card sits on; a stretched link makes it clickable. */
export function CardSurface({ children, zoomImageOnHover = false }: CardSurfaceProps) {
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        transition: (theme) => theme.transitions.create(['box-shadow', 'transform']),
        '&:hover': { boxShadow: '0 6px 20px rgba(28, 31, 30, 0.10)' },
        ...(zoomImageOnHover ? IMAGE_ZOOM : {}),
      }}
    >
      {children}
    </Box>
  );
}
