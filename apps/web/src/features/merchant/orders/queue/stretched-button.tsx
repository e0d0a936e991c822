import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode } from 'react';
import { brand } from '../../../../theme/tokens';

/**
 * A button whose click area covers its whole card (the card needs `position: relative`), while
 * its accessible name stays the short text inside it; the card's own buttons sit above it.
 */
export function StretchedButton({
  onClick,
  children,
}: {
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-haspopup="dialog"
      disableRipple
      sx={{
        font: 'inherit',
        color: 'inherit',
        textAlign: 'start',
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
        '&.Mui-focusVisible::after': { outline: `3px solid ${brand.accent}`, outlineOffset: 2 },
      }}
    >
      {children}
    </ButtonBase>
  );
}
