import { brand } from '../../../../theme/tokens';
import { IllustrationFrame } from '../../../../ui/illustrations/illustration-frame';

/** A ledger page with rupee notes beside it. Decorative. */
export function MoneyIllustration({ size = 160 }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      <ellipse cx="100" cy="154" rx="80" ry="8" fill={brand.divider} />
      <rect x="34" y="28" width="92" height="118" rx="10" fill={brand.surface} />
      <rect
        x="34"
        y="28"
        width="92"
        height="118"
        rx="10"
        fill="none"
        stroke={brand.primaryDark}
        strokeWidth="4"
      />
      <rect x="50" y="48" width="60" height="8" rx="4" fill={brand.primary} />
      <rect x="50" y="68" width="44" height="6" rx="3" fill={brand.primaryLight} />
      <rect x="50" y="84" width="52" height="6" rx="3" fill={brand.primaryLight} />
      <rect x="50" y="100" width="36" height="6" rx="3" fill={brand.primaryLight} />
      <rect x="104" y="96" width="66" height="38" rx="6" fill={brand.accent} />
      <circle cx="137" cy="115" r="10" fill={brand.accentLight} />
      <rect x="96" y="108" width="66" height="38" rx="6" fill={brand.primary} />
      <circle cx="129" cy="127" r="10" fill={brand.primaryLight} />
    </IllustrationFrame>
  );
}
