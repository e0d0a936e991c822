import { brand } from '../../../theme/tokens';
import { IllustrationFrame } from '../../../ui/illustrations/illustration-frame';

/** A receipt beside a delivery bag, with a saffron sparkle. Decorative. */
export function OrdersIllustration({ size = 180 }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      <ellipse cx="100" cy="148" rx="82" ry="8" fill={brand.divider} />
      <path
        d="M44 22h72v118l-9-6-9 6-9-6-9 6-9-6-9 6-9-6-9 6z"
        fill={brand.surface}
        stroke={brand.primaryDark}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      {[44, 60, 76, 92].map((y, index) => (
        <rect
          key={y}
          x="56"
          y={y}
          width={index === 3 ? 28 : 48}
          height="7"
          rx="3.5"
          fill={index === 3 ? brand.accent : brand.primaryLight}
        />
      ))}
      <rect x="104" y="70" width="66" height="72" rx="10" fill={brand.primary} />
      <path
        d="M120 70v-8a17 17 0 0 1 34 0v8"
        fill="none"
        stroke={brand.primaryDark}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M124 106l9 9 18-20"
        fill="none"
        stroke={brand.surface}
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="166" cy="30" r="14" fill={brand.accentLight} />
      <path d="M166 20v20M156 30h20" stroke={brand.accent} strokeWidth="5" strokeLinecap="round" />
      <circle cx="30" cy="48" r="5" fill={brand.accent} />
    </IllustrationFrame>
  );
}
