import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type StatusChipSize = 'small' | 'medium';

/** One style object (not an array or a function), so it merges over the pill by spreading. */
type ChipStyle = Exclude<SxProps<Theme>, readonly unknown[] | ((theme: Theme) => unknown)>;

interface StatusChipProps {
  size?: StatusChipSize;
  /** The chip's own colours and extras, over the shared pill. */
  sx?: ChipStyle;
  children: ReactNode;
}

/** The pill a store's badges share: small on a card, medium in the store header. */
export function StatusChip({ size = 'small', sx, children }: StatusChipProps) {
  const small = size === 'small';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        px: small ? 1 : 1.5,
        py: small ? 0.25 : 0.5,
        borderRadius: 6,
        fontSize: small ? 12 : 14,
        fontWeight: 600,
        lineHeight: 1.5,
        ...sx,
      }}
    >
      {children}
    </Box>
  );
}
