import { brand } from '../../../theme/tokens';
import { HeroBag, HeroRider } from './hero-parts';

const ink = brand.text;

/** A Sauda bag full of groceries, a rider on the way and the drop-off pin. */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 480 400"
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <circle cx="262" cy="200" r="168" fill={brand.primaryLight} />
      <circle cx="402" cy="84" r="46" fill={brand.accentLight} />
      <circle cx="84" cy="128" r="10" fill={brand.accent} opacity="0.6" />
      <circle cx="438" cy="268" r="7" fill={brand.primary} opacity="0.35" />
      <path
        d="M112 318C190 300 238 286 300 238S380 150 398 126"
        stroke={brand.primary}
        strokeWidth="4"
        strokeDasharray="3 11"
        strokeLinecap="round"
        fill="none"
      />
      <HeroBag />
      <HeroRider />
      {/* Drop-off pin */}
      <path
        d="M402 52c-20 0-36 16-36 35 0 27 36 61 36 61s36-34 36-61c0-19-16-35-36-35z"
        fill={brand.primary}
        stroke={ink}
        strokeWidth="3"
      />
      <circle cx="402" cy="88" r="14" fill="#FFFFFF" />
      <path
        d="M395 89l5 5 9-11"
        stroke={brand.primary}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
