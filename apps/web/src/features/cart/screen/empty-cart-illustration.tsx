import { brand } from '../../../theme/tokens';
import { IllustrationFrame } from '../../../ui/illustrations/illustration-frame';

/** A shopping basket waiting to be filled, with a saffron sparkle. Decorative. */
export function EmptyCartIllustration({ size = 180 }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      <ellipse cx="100" cy="148" rx="80" ry="8" fill={brand.divider} />
      <path
        d="M62 66c0-22 16-38 38-38s38 16 38 38"
        fill="none"
        stroke={brand.primaryDark}
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path d="M30 64h140l-14 74a10 10 0 0 1-10 8H54a10 10 0 0 1-10-8z" fill={brand.primary} />
      <rect x="24" y="58" width="152" height="16" rx="8" fill={brand.primaryDark} />
      {[70, 100, 130].map((x) => (
        <rect key={x} x={x - 4} y="86" width="8" height="46" rx="4" fill={brand.primaryLight} />
      ))}
      <circle cx="160" cy="30" r="16" fill={brand.accentLight} />
      <path d="M160 18v24M148 30h24" stroke={brand.accent} strokeWidth="5" strokeLinecap="round" />
      <circle cx="40" cy="32" r="5" fill={brand.accent} />
    </IllustrationFrame>
  );
}
