import { brand } from '../../../../theme/tokens';
import { IllustrationFrame } from '../../../../ui/illustrations/illustration-frame';

/** A price tag with a percent sign and a torn voucher beside it. Decorative. */
export function PromotionsIllustration({ size = 160 }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      <ellipse cx="100" cy="150" rx="80" ry="8" fill={brand.divider} />
      <rect x="24" y="70" width="112" height="62" rx="10" fill={brand.surface} />
      <rect
        x="24"
        y="70"
        width="112"
        height="62"
        rx="10"
        fill="none"
        stroke={brand.primaryDark}
        strokeWidth="4"
        strokeDasharray="10 6"
      />
      <path d="M96 74v54" stroke={brand.primaryDark} strokeWidth="3" strokeDasharray="5 5" />
      <rect x="38" y="88" width="44" height="8" rx="4" fill={brand.primary} />
      <rect x="38" y="104" width="30" height="8" rx="4" fill={brand.primaryLight} />
      <path d="M112 24h46l22 22-52 52-38-38z" fill={brand.accent} />
      <circle cx="156" cy="40" r="6" fill={brand.surface} />
      <circle cx="126" cy="58" r="5" fill={brand.surface} />
      <circle cx="146" cy="78" r="5" fill={brand.surface} />
      <path d="M150 54l-28 28" stroke={brand.surface} strokeWidth="4" strokeLinecap="round" />
    </IllustrationFrame>
  );
}
