import { brand } from '../theme/tokens';

/** The top band of a landing page: a warm glow at the top right over a light brand wash. */
export const heroBandBackground = `radial-gradient(circle at 85% 20%, ${brand.accentLight} 0, transparent 38%), linear-gradient(180deg, #FFFFFF 0%, ${brand.primaryLight} 100%)`;

/**
 * The band's grid: copy beside the art on a wide screen (`copyColumn` wide against the art's
 * 1fr), stacked on a phone; `paddingMd` is its vertical padding from `md` up.
 */
export function heroGrid(copyColumn: string, paddingMd: number) {
  return {
    display: 'grid',
    gap: { xs: 3, md: 6 },
    alignItems: 'center',
    gridTemplateColumns: { xs: '1fr', md: `${copyColumn} 1fr` },
    py: { xs: 4, sm: 6, md: paddingMd },
  } as const;
}
