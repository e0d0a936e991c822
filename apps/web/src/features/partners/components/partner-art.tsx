import { brand } from '../../../theme/tokens';
import { HeroBag, HeroRider } from '../../marketing';

const svgStyle = { width: '100%', height: 'auto', display: 'block' } as const;

/** The home page's rider, on a round backdrop with a road and the route to the next drop. */
export function RiderArt() {
  return (
    <svg viewBox="-10 190 220 200" style={svgStyle} focusable="false">
      <circle cx="110" cy="290" r="96" fill="#FFFFFF" />
      <circle cx="186" cy="212" r="18" fill={brand.accentLight} />
      <path
        d="M120 220c30-10 56-2 70 18"
        stroke={brand.primary}
        strokeWidth="3"
        strokeDasharray="3 9"
        strokeLinecap="round"
        fill="none"
      />
      <HeroRider />
    </svg>
  );
}

/** The home page's full Sauda bag: what a merchant's customers receive at the door. */
export function MerchantArt() {
  return (
    <svg viewBox="140 40 240 320" style={svgStyle} focusable="false">
      <circle cx="262" cy="210" r="118" fill="#FFFFFF" />
      <circle cx="352" cy="88" r="22" fill={brand.accentLight} />
      <circle cx="168" cy="120" r="8" fill={brand.accent} opacity="0.6" />
      <HeroBag />
    </svg>
  );
}
