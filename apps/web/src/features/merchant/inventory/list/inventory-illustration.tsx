import { brand } from '../../../../theme/tokens';
import { IllustrationFrame } from '../../../../ui/illustrations/illustration-frame';

/** Shelves with a few boxes and an empty space, and a saffron tag. Decorative. */
export function InventoryIllustration({ size = 160 }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      <ellipse cx="100" cy="148" rx="84" ry="8" fill={brand.divider} />
      <rect x="28" y="24" width="144" height="116" rx="10" fill={brand.surface} />
      <rect
        x="28"
        y="24"
        width="144"
        height="116"
        rx="10"
        fill="none"
        stroke={brand.primaryDark}
        strokeWidth="4"
      />
      <path d="M30 82h140" stroke={brand.primaryDark} strokeWidth="4" />
      <rect x="42" y="46" width="30" height="34" rx="4" fill={brand.primary} />
      <rect x="78" y="56" width="24" height="24" rx="4" fill={brand.primaryLight} />
      <rect x="42" y="106" width="24" height="32" rx="4" fill={brand.primaryLight} />
      <rect x="72" y="112" width="34" height="26" rx="4" fill={brand.primary} />
      <rect
        x="118"
        y="46"
        width="40"
        height="32"
        rx="4"
        fill="none"
        stroke={brand.textSecondary}
        strokeWidth="3"
        strokeDasharray="6 5"
      />
      <path d="M150 96l22 0 0 22-22 0-10-11z" fill={brand.accent} />
      <circle cx="160" cy="107" r="3.5" fill={brand.surface} />
    </IllustrationFrame>
  );
}
