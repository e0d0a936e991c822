import { brand } from '../../../theme/tokens';
import { IllustrationFrame } from '../../../ui/illustrations/illustration-frame';

/** An open tray with a letter and a saffron tag. Decorative. */
export function InboxIllustration({ size = 160 }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      <ellipse cx="100" cy="150" rx="80" ry="8" fill={brand.divider} />
      <rect x="58" y="30" width="84" height="70" rx="8" fill={brand.surface} />
      <rect
        x="58"
        y="30"
        width="84"
        height="70"
        rx="8"
        fill="none"
        stroke={brand.primaryDark}
        strokeWidth="4"
      />
      <path d="M72 50h56M72 64h40M72 78h48" stroke={brand.primary} strokeWidth="5" />
      <path
        d="M30 96h44l8 16h36l8-16h44v36a10 10 0 0 1-10 10H40a10 10 0 0 1-10-10z"
        fill={brand.primaryLight}
        stroke={brand.primaryDark}
        strokeWidth="4"
      />
      <path d="M146 22l22 0 0 22-22 0-10-11z" fill={brand.accent} />
      <circle cx="156" cy="33" r="3.5" fill={brand.surface} />
    </IllustrationFrame>
  );
}
