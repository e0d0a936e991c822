import type { SxProps, Theme } from '@mui/material/styles';

/** A bare list laid out as a grid of cards: one column on a phone, `columns` from `from` up. */
export function cardListSx(columns: Record<string, string>): SxProps<Theme> {
  return {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: { xs: 2, md: 3 },
    gridTemplateColumns: { xs: '1fr', ...columns },
  };
}
