import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { brand } from '../../theme/tokens';
import type { NewsCategory } from './news-items';

/** A flat pictogram per category, drawn on a 120×80 board. */
const PICTOGRAMS: Record<NewsCategory, ReactNode> = {
  launches: (
    <g>
      <path d="M44 30h32l4 34H40z" fill={brand.primary} />
      <path d="M52 30a8 8 0 0 1 16 0" fill="none" stroke={brand.primaryDark} strokeWidth="3" />
      <circle cx="60" cy="46" r="5" fill={brand.accent} />
      <path d="M22 64h76" stroke={brand.primaryDark} strokeWidth="3" strokeLinecap="round" />
    </g>
  ),
  offers: (
    <g>
      <path d="M36 24h30l20 20-22 22-28-28z" fill={brand.accent} />
      <circle cx="46" cy="34" r="4" fill="#FFFFFF" />
      <path d="M56 52l12-12" stroke="#FFFFFF" strokeWidth="3" strokeLinecap="round" />
      <circle cx="57" cy="42" r="2.5" fill="#FFFFFF" />
      <circle cx="67" cy="51" r="2.5" fill="#FFFFFF" />
    </g>
  ),
  riders: (
    <g>
      <circle cx="40" cy="56" r="10" fill="none" stroke={brand.primaryDark} strokeWidth="4" />
      <circle cx="82" cy="56" r="10" fill="none" stroke={brand.primaryDark} strokeWidth="4" />
      <path d="M40 56l14-18h16l12 18" fill="none" stroke={brand.primary} strokeWidth="4" />
      <rect x="64" y="24" width="20" height="16" rx="3" fill={brand.accent} />
      <circle cx="56" cy="24" r="7" fill={brand.primary} />
    </g>
  ),
  merchants: (
    <g>
      <path d="M30 30h60l-4 12H34z" fill={brand.accent} />
      <rect x="34" y="42" width="52" height="24" fill={brand.primary} />
      <rect x="54" y="50" width="12" height="16" fill="#FFFFFF" />
      <rect x="40" y="48" width="9" height="8" fill={brand.primaryLight} />
      <rect x="71" y="48" width="9" height="8" fill={brand.primaryLight} />
    </g>
  ),
  company: (
    <g>
      <path
        d="M30 24h48a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6H50l-12 10V56h-8a6 6 0 0 1-6-6V30a6 6 0 0 1 6-6z"
        fill={brand.primary}
      />
      <circle cx="44" cy="40" r="3.5" fill="#FFFFFF" />
      <circle cx="56" cy="40" r="3.5" fill="#FFFFFF" />
      <circle cx="68" cy="40" r="3.5" fill="#FFFFFF" />
      <circle cx="90" cy="26" r="8" fill={brand.accent} />
    </g>
  ),
};

/** The picture of a news card: decoration only, the headline says it all. */
export function NewsArt({ category }: { category: NewsCategory }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 120 80"
      aria-hidden
      focusable="false"
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2' }}
    >
      <rect
        width="120"
        height="80"
        fill={category === 'offers' ? brand.accentLight : brand.primaryLight}
      />
      <circle cx="104" cy="12" r="22" fill="#FFFFFF" opacity="0.55" />
      {PICTOGRAMS[category]}
    </Box>
  );
}
