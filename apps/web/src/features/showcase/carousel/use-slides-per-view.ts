import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export interface SlidesPerView {
  xs: number;
  sm?: number;
  md?: number;
}

/** How many slides fit side by side at the current screen width. */
export function useSlidesPerView(perView: SlidesPerView): number {
  const sm = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const md = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const small = perView.sm ?? perView.xs;
  if (md) return perView.md ?? small;
  return sm ? small : perView.xs;
}
