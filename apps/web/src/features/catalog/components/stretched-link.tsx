import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../theme/tokens';

/**
 * A link whose click area covers its whole card (the card needs `position: relative`), while
 * its accessible name stays the short text inside it.
 */
export function StretchedLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      color="inherit"
      sx={{
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
        '&:focus-visible': { outline: 'none' },
        '&:focus-visible::after': { outline: `3px solid ${brand.accent}`, outlineOffset: 2 },
      }}
    >
      {children}
    </Link>
  );
}
